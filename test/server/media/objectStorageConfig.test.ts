import { ConfigError, loadConfig } from '../../../src/server/config';

const minio = {
  S3_BUCKET: 'relay-media',
  S3_ENDPOINT: 'http://minio.internal:9000/',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'relay',
  S3_SECRET_ACCESS_KEY: 'secret-key-of-relay',
  S3_FORCE_PATH_STYLE: 'true',
};

it('keeps files on the local disk unless S3_BUCKET is set', () => {
  expect(loadConfig({}).objectStorage).toBeUndefined();
});

it('reads an S3-compatible bucket with its endpoint, region, keys and path style', () => {
  expect(loadConfig(minio).objectStorage).toEqual({
    bucket: 'relay-media',
    endpoint: 'http://minio.internal:9000',
    region: 'eu-central-1',
    credentials: { accessKeyId: 'relay', secretAccessKey: 'secret-key-of-relay' },
    forcePathStyle: true,
  });
});

it('defaults to AWS S3 in us-east-1 with the SDK’s own credentials', () => {
  expect(loadConfig({ S3_BUCKET: 'relay-media' }).objectStorage).toEqual({
    bucket: 'relay-media',
    endpoint: undefined,
    region: 'us-east-1',
    credentials: undefined,
    forcePathStyle: false,
  });
});

it.each([
  ['S3_BUCKET', { ...minio, S3_BUCKET: 'Relay_Media' }],
  ['S3_BUCKET', { ...minio, S3_BUCKET: 'ab' }],
  ['S3_BUCKET', { S3_ENDPOINT: 'http://minio.internal:9000' }],
  ['S3_ENDPOINT', { ...minio, S3_ENDPOINT: 'minio.internal:9000' }],
  ['S3_REGION', { ...minio, S3_REGION: 'EU Central' }],
  ['S3_SECRET_ACCESS_KEY', { ...minio, S3_SECRET_ACCESS_KEY: '' }],
  ['S3_FORCE_PATH_STYLE', { ...minio, S3_FORCE_PATH_STYLE: 'maybe' }],
])('refuses a wrong or missing %s with its name', (name, env) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(name);
});
