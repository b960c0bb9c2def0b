// ESLint flat config. It lives under test/ to keep the project's top level short;
// `npm run lint` points ESLint at it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Components only dispatch and select: side effects (API, tokens, storage) belong in sagas. */
const componentRestrictions = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'ky', message: 'Components only dispatch and select; call the API from a saga.' },
        {
          name: 'oidc-client-ts',
          message: 'Components only dispatch and select; sign-in lives in auth sagas.',
        },
      ],
      patterns: [
        {
          regex: '(^|/)(api|auth)(/|$)',
          message: 'Components only dispatch and select; the API and auth layers belong to sagas.',
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'localStorage', message: 'Storage belongs in sagas.' },
    { name: 'sessionStorage', message: 'Storage belongs in sagas.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'localStorage', message: 'Storage belongs in sagas.' },
    { object: 'window', property: 'sessionStorage', message: 'Storage belongs in sagas.' },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/app/**/*.tsx'],
    ignores: ['src/app/index.tsx'],
    rules: componentRestrictions,
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
