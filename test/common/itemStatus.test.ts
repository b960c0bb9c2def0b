import { statusLabelOf } from '../../src/common/itemStatus';

describe('statusLabelOf (spec section 4 label sets)', () => {
  it('reads email and SMS campaign statuses in the common and the email campaign set', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((status) => statusLabelOf('EmailCampaign', status))).toEqual([
      { set: 'common', label: 'draft' },
      { set: 'emailCampaign', label: 'readyToCheck' },
      { set: 'emailCampaign', label: 'readyToSend' },
      { set: 'emailCampaign', label: 'sendingPlanned' },
      { set: 'emailCampaign', label: 'active' },
      { set: 'common', label: 'sent' },
      { set: 'common', label: 'archive' },
    ]);
    expect(statusLabelOf('SmsCampaign', 3)).toEqual({
      set: 'emailCampaign',
      label: 'sendingPlanned',
    });
  });

  it('reads events and sub-events in the event set', () => {
    expect([0, 1, 2].map((status) => statusLabelOf('SubEvent', status))).toEqual([
      { set: 'event', label: 'draft' },
      { set: 'event', label: 'inProgress' },
      { set: 'event', label: 'archive' },
    ]);
  });

  it('leaves other kinds and unknown numbers without a label', () => {
    expect(statusLabelOf('WhatsAppNewsletter', 2)).toBeNull();
    expect(statusLabelOf('Event', 3)).toBeNull();
    expect(statusLabelOf('EmailCampaign', -1)).toBeNull();
  });
});
