import { api } from './signIn';

/**
 * Gives the WhatsApp consent of the token's account through the product's own call (AddConsent),
 * as a person does on the consent screen: WhatsApp calls answer 403 until it is given. The first
 * demo account has it from the seed; tests of another account call this first.
 */
export async function giveWhatsAppConsent(baseUrl: string, token: string): Promise<void> {
  const response = await api(baseUrl, token, '/AccountApi/AccountApi/AddConsent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ConsentType: 5 }),
  });
  if (response.status !== 200) {
    throw new Error(`AddConsent answered ${response.status} ${await response.text()}`);
  }
}
