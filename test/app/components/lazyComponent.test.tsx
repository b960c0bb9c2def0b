import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent } from '../../../src/app/components/lazyComponent';

describe('lazyComponent', () => {
  it('downloads a preloaded chunk once: rendering uses the download preload started', async () => {
    const load = jest.fn(async () => ({ Report: () => <h1>Report</h1> }));
    const Report = lazyComponent(load, 'Report');

    await Report.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Report />
      </Suspense>,
    );

    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
