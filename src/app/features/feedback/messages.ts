import { defineMessages } from 'react-intl';

export const feedbackMessages = defineMessages({
  title: { id: 'feedback.form.title', defaultMessage: 'Helfen Sie uns, den Fehler zu beheben' },
  intro: {
    id: 'feedback.form.intro',
    defaultMessage:
      'Beschreiben Sie kurz, was Sie gerade getan haben. Wenn Sie möchten, melden wir uns bei Ihnen.',
  },
  descriptionLabel: {
    id: 'feedback.form.description.label',
    defaultMessage: 'Was haben Sie gerade getan?',
  },
  callbackEmailLabel: {
    id: 'feedback.form.callbackEmail.label',
    defaultMessage: 'E-Mail-Adresse für Rückfragen (optional)',
  },
  phoneLabel: {
    id: 'feedback.form.phone.label',
    defaultMessage: 'Telefonnummer für Rückfragen (optional)',
  },
  phoneHint: {
    id: 'feedback.form.phone.hint',
    defaultMessage: 'Im internationalen Format mit Ländervorwahl, z. B. +49 30 1234567',
  },
  submit: { id: 'feedback.form.submit', defaultMessage: 'Feedback senden' },
  sending: { id: 'feedback.form.sending', defaultMessage: 'Wird gesendet …' },
  sent: {
    id: 'feedback.form.sent',
    defaultMessage: 'Vielen Dank für Ihr Feedback! Es hilft uns, den Fehler zu beheben.',
  },
  failed: {
    id: 'feedback.form.failed',
    defaultMessage:
      'Ihr Feedback konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
  invalid: {
    id: 'feedback.form.invalid',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
});
