/** Where a slice's data from the server stands: not asked for yet, on its way, here, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
