import { preloadScreen } from '../../../src/app/routes/preloadScreen';
import { routeTable } from '../../../src/app/routes/routeTable';

describe('preloadScreen', () => {
  const preloads = routeTable.map((route) =>
    route.screen ? jest.spyOn(route.screen, 'preload').mockResolvedValue({}) : null,
  );
  afterAll(() => preloads.forEach((spy) => spy?.mockRestore()));
  beforeEach(() => preloads.forEach((spy) => spy?.mockClear()));

  const preloaded = () =>
    routeTable
      .filter((_, index) => (preloads[index]?.mock.calls.length ?? 0) > 0)
      .map((r) => r.name);

  it('starts the download of the screen the path shows, and only that one', () => {
    preloadScreen('/WhatsApp/Templates/Edit/12');
    expect(preloaded()).toEqual(['WhatsApp_TemplateEdit']);
  });

  it('starts the dashboard for /', () => {
    preloadScreen('/');
    expect(preloaded()).toEqual(['Default_MainDashboard']);
  });

  it('loads nothing for an unknown path', () => {
    preloadScreen('/no/such/screen');
    expect(preloaded()).toEqual([]);
  });
});
