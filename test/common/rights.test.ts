import { allRights, hasEveryRight, isRight } from '../../src/common/rights';

describe('rights', () => {
  it('lists the WhatsApp and SSO rights of spec section 6', () => {
    expect(allRights).toContain('WhatsAppCampaigns.StopSending');
    expect(allRights).toContain('SsoConfiguration.Delete');
    expect(new Set(allRights).size).toBe(allRights.length);
  });

  it('passes a check only when every required right is held', () => {
    expect(hasEveryRight(['A.View'], [])).toBe(true);
    expect(hasEveryRight(['WhatsAppCampaigns.View'], ['WhatsAppCampaigns.View'])).toBe(true);
    expect(
      hasEveryRight(
        ['WhatsAppCampaigns.View'],
        ['WhatsAppCampaigns.View', 'WhatsAppCampaigns.Add'],
      ),
    ).toBe(false);
  });

  it('recognises right strings', () => {
    expect(isRight('WhatsAppTemplates.Archive')).toBe(true);
    expect(isRight('WhatsAppTemplates.Fly')).toBe(false);
  });
});
