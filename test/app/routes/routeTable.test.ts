import { matchRoutes } from 'react-router-dom';
import {
  findRoute,
  overviewOf,
  routeTable,
  type RouteDefinition,
} from '../../../src/app/routes/routeTable';
import { isRight } from '../../../src/common/rights';

const routes = routeTable.map((route) => ({ path: route.path, route }));

function matched(path: string): { name: string; params: Record<string, string | undefined> } {
  const matches = matchRoutes(routes, path);
  const match = matches?.[matches.length - 1];
  if (!match) throw new Error(`no route for ${path}`);
  const { route } = match.route as { route: RouteDefinition };
  return { name: route.name, params: match.params };
}

describe('the route table (spec section 2)', () => {
  it.each([
    ['/', 'Default_MainDashboard'],
    ['/Controls/PlaceholderChooser', 'Controls_PlaceholderChooser'],
    ['/Controls/WhatsAppPlaceholderChooser', 'Controls_WhatsAppPlaceholderChooser'],
    ['/WhatsApp/Overview', 'WhatsApp_Overview'],
    ['/WhatsApp/Overview/archived', 'WhatsApp_Overview'],
    ['/WhatsApp/Campaigns/CreateWithTemplate', 'WhatsApp_CampaignCreateWithTemplate'],
    ['/WhatsApp/Campaigns/Edit/12', 'WhatsApp_CampaignEdit'],
    ['/WhatsApp/Templates/Edit', 'WhatsApp_TemplateEdit'],
    ['/WhatsApp/Templates/Edit/5', 'WhatsApp_TemplateEdit'],
    ['/WhatsApp/Templates', 'WhatsApp_Templates'],
    ['/WhatsApp/Templates/approved', 'WhatsApp_Templates'],
    ['/WhatsApp/Accounts', 'WhatsApp_Accounts'],
    ['/WhatsApp/Accounts/phones', 'WhatsApp_Accounts'],
    ['/WhatsApp/Statistic', 'WhatsApp_Statistic'],
    ['/WhatsApp/Statistic/4', 'WhatsApp_Statistic'],
    ['/WhatsApp/Statistic/4/2', 'WhatsApp_Statistic'],
    ['/WhatsApp/Statistic/4/Details/Recipients/Excluded', 'WhatsApp_StatisticRecipientDetails'],
    ['/WhatsApp/Statistic/4/Details/Delivery', 'WhatsApp_StatisticDeliveryDetails'],
    ['/WhatsApp/Statistic/4/Details/Delivery/Rejected', 'WhatsApp_StatisticDeliveryDetails'],
    ['/WhatsApp/Statistic/4/Details/Reaction', 'WhatsApp_StatisticReactionDetails'],
    ['/WhatsApp/Statistic/4/Details/Reaction/Emoji', 'WhatsApp_StatisticReactionDetails'],
    ['/WhatsApp/DoubleOptIn', 'WhatsApp_DoubleOptIn'],
    ['/WhatsApp/Conversations', 'WhatsApp_Conversations'],
    ['/WhatsApp/Conversations/17', 'WhatsApp_Conversations'],
    ['/AdministrationSettings/SingleSignOn', 'AdministrationSettings_SingleSignOn'],
    [
      '/AdministrationSettings/SingleSignOn/Mapping/Edit',
      'AdministrationSettings_SingleSignOnMappingEdit',
    ],
    [
      '/AdministrationSettings/SingleSignOn/Mapping/Edit/3',
      'AdministrationSettings_SingleSignOnMappingEdit',
    ],
  ])('%s is the route %s', (path, name) => {
    expect(matched(path).name).toBe(name);
  });

  it('asks for Edit with an id and Add without one', () => {
    const template = findRoute('WhatsApp_TemplateEdit')!;
    expect(template.rights({ id: '5' })).toEqual(['WhatsAppTemplates.Edit']);
    expect(template.rights({})).toEqual(['WhatsAppTemplates.Add']);
    const mapping = findRoute('AdministrationSettings_SingleSignOnMappingEdit')!;
    expect(mapping.rights({ id: '3' })).toEqual(['SsoConfiguration.Edit']);
    expect(mapping.rights({})).toEqual(['SsoConfiguration.Add']);
  });

  it('names the fallbacks of the spec', () => {
    const fallbacks = Object.fromEntries(routeTable.map((route) => [route.name, route.fallback]));
    expect(fallbacks).toMatchObject({
      Default_MainDashboard: null,
      WhatsApp_Overview: '/',
      WhatsApp_CampaignCreateWithTemplate: '/WhatsApp/Overview',
      WhatsApp_CampaignEdit: '/WhatsApp/Overview',
      WhatsApp_TemplateEdit: '/WhatsApp/Templates',
      WhatsApp_Templates: '/WhatsApp/Overview',
      WhatsApp_Accounts: '/WhatsApp/Overview',
      WhatsApp_Statistic: '/',
      WhatsApp_DoubleOptIn: 'forbidden',
      WhatsApp_Conversations: '/WhatsApp/Overview',
      AdministrationSettings_SingleSignOn: '/',
      AdministrationSettings_SingleSignOnMappingEdit: '/AdministrationSettings/SingleSignOn',
    });
  });

  it('uses only rights of spec section 6 and names every route Module_Site', () => {
    for (const route of routeTable) {
      expect(route.name).toMatch(/^[A-Za-z]+_[A-Za-z]+$/);
      for (const right of [...route.rights({}), ...route.rights({ id: '1' })]) {
        expect(isRight(right)).toBe(true);
      }
    }
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
  });

  it('gives each section its overview', () => {
    expect(overviewOf('WhatsApp_CampaignEdit')).toBe('/WhatsApp/Overview');
    expect(overviewOf('WhatsApp_TemplateEdit')).toBe('/WhatsApp/Templates');
    expect(overviewOf('WhatsApp_StatisticDeliveryDetails')).toBe('/WhatsApp/Statistic');
    expect(overviewOf('AdministrationSettings_SingleSignOnMappingEdit')).toBe(
      '/AdministrationSettings/SingleSignOn',
    );
    expect(overviewOf('Default_MainDashboard')).toBe('/');
    expect(overviewOf(null)).toBe('/');
  });

  it('has a lazy screen only where one is built', () => {
    const withScreen = routeTable.filter((route) => route.screen).map((route) => route.name);
    expect(withScreen).toEqual([
      'Default_MainDashboard',
      'Controls_PlaceholderChooser',
      'Controls_WhatsAppPlaceholderChooser',
      'WhatsApp_Overview',
      'WhatsApp_CampaignCreateWithTemplate',
      'WhatsApp_CampaignEdit',
      'WhatsApp_TemplateEdit',
      'WhatsApp_Templates',
      'WhatsApp_Accounts',
      'WhatsApp_Statistic',
      'WhatsApp_StatisticRecipientDetails',
      'WhatsApp_StatisticDeliveryDetails',
      'WhatsApp_StatisticReactionDetails',
      'WhatsApp_DoubleOptIn',
      'WhatsApp_Conversations',
      'AdministrationSettings_SingleSignOn',
      'AdministrationSettings_SingleSignOnMappingEdit',
      'MediaDatabase_Overview',
      'Subscribers_List',
      'Subscribers_Groups',
      'Subscribers_Import',
    ]);
  });

  it('guards the conversations inbox (issue 25) by WhatsAppConversations.View', () => {
    expect(matched('/WhatsApp/Conversations/17').params).toEqual({ id: '17' });
    const route = findRoute('WhatsApp_Conversations')!;
    expect(route.rights({})).toEqual(['WhatsAppConversations.View']);
    expect(route.rights({ id: '17' })).toEqual(['WhatsAppConversations.View']);
    expect(overviewOf('WhatsApp_Conversations')).toBe('/WhatsApp/Conversations');
  });

  it('lists the media database after the spec table, guarded by MediaDatabase.View', () => {
    expect(matched('/MediaDatabase').name).toBe('MediaDatabase_Overview');
    expect(matched('/MediaDatabase/12')).toEqual({
      name: 'MediaDatabase_Overview',
      params: { folderId: '12' },
    });
    const route = findRoute('MediaDatabase_Overview')!;
    expect(route.rights({})).toEqual(['MediaDatabase.View']);
    expect(route.fallback).toBe('/');
    expect(overviewOf('MediaDatabase_Overview')).toBe('/MediaDatabase');
  });
});
