/**
 * Builds the SPA into dist/app. webpack-cli loads this file through tsx.
 * - One entry (src/app/index.tsx); every screen is a lazy chunk of its own (React.lazy).
 * - Names carry a content hash, so the server can cache them forever; index.html is not hashed.
 * - `<!--RELAY_CONFIG-->` survives HTML minification: the server replaces it with the config.
 */
import path from 'node:path';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { readdirSync, readFileSync } from 'node:fs';
import type { Configuration } from 'webpack';

const englishCatalog = path.resolve(__dirname, 'i18n/en.json');

/** Texts missing in a language fall back to English (the app loads one catalog only). */
function withEnglishFallback(text: string): Record<string, string> {
  const english = JSON.parse(readFileSync(englishCatalog, 'utf8')) as Record<string, string>;
  return { ...english, ...(JSON.parse(text) as Record<string, string>) };
}

/** Every `id: '…'` declared in the messages.ts files under `dir`. */
function declaredIds(dir: string): Set<string> {
  const ids = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) declaredIds(full).forEach((id) => ids.add(id));
    else if (entry.name === 'messages.ts') {
      for (const match of readFileSync(full, 'utf8').matchAll(/\bid:\s*'([^']+)'/g)) {
        ids.add(match[1]);
      }
    }
  }
  return ids;
}

const appDir = path.resolve(__dirname, 'src/app');
const featuresDir = path.join(appDir, 'features');
/** Shared components whose texts travel with every lazy feature's (its screens use them). */
const sharedTextDirs = [
  'components/form',
  'components/list',
  'components/addToGroup',
  'components/assetSearch',
].map((dir) => path.join(appDir, dir));

/** Features whose texts travel in their own chunk: those with a texts.ts (see FeatureTexts.tsx). */
function lazyTextFeatures(): string[] {
  return readdirSync(featuresDir).filter((name) => {
    try {
      return readdirSync(path.join(featuresDir, name)).includes('texts.ts');
    } catch {
      return false;
    }
  });
}

/**
 * Lazy features whose screens use none of those shared components: their texts travel without
 * the shared ones. The start page is one: its chunk counts toward the 170 KB start-up budget.
 */
const featuresWithoutSharedTexts = new Set(['dashboard', 'leaveGuard', 'accountSwitch']);

/** A lazy feature's texts: its own and those of the form fields and lists its screens use. */
function featureIds(name: string): Set<string> {
  const shared = featuresWithoutSharedTexts.has(name) ? [] : sharedTextDirs;
  return new Set([
    ...declaredIds(path.join(featuresDir, name)),
    ...shared.flatMap((dir) => [...declaredIds(dir)]),
  ]);
}

/**
 * The start-up catalog: every id a messages.ts under src/app declares (the i18n test makes sure
 * no id is declared anywhere else), less the texts that travel with lazy features. Texts of the
 * server's own pages stay out of the SPA.
 */
function startupIds(): Set<string> {
  const lazy = new Set([...lazyTextFeatures().flatMap((name) => [...featureIds(name)])]);
  return new Set([...declaredIds(appDir)].filter((id) => !lazy.has(id)));
}

/**
 * i18n/*.json hold ICU message texts. In production they are parsed here, at build time, into
 * the AST react-intl formats from (formatjs's "precompiled messages"), so the browser does not
 * need the ICU parser: it is swapped for the parser-less build of the same package (see alias).
 * This is the same parser version react-intl itself runs on.
 */
function precompileMessages(
  catalog: Record<string, string>,
  ids: Set<string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([id]) => ids.has(id))
      .map(([id, message]) => {
        try {
          return [id, parseMessage(message, { shouldParseSkeletons: true })];
        } catch (error) {
          throw new Error(`i18n message "${id}" is not valid ICU`, { cause: error });
        }
      }),
  );
}

interface Argv {
  mode?: 'production' | 'development' | 'none';
}

export default function config(_env: unknown, argv: Argv = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.resolve(__dirname, 'src/app/index.tsx') },
    output: {
      path: path.resolve(__dirname, 'dist/app'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Spec section 7: screen chunks load with a 120-second time-out.
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Production: messages are precompiled (see precompileMessages), so the ICU parser goes.
      // react-router's package exports name only its development build (warnings and checks);
      // production bundles take the production build it ships beside it.
      alias: production
        ? {
            '@formatjs/icu-messageformat-parser$': path.resolve(
              __dirname,
              'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
            ),
            'react-router$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
            'react-router/dom$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              cacheDirectory: true,
              // Production: the descriptors of messages.ts files keep their ids only. Every id
              // has its text in both catalogs (a test checks), so the English default in the
              // JavaScript would never be shown.
              overrides: production
                ? [
                    {
                      test: /[\\/]messages\.ts$/,
                      plugins: [['formatjs', { removeDefaultMessage: true }]],
                    },
                  ]
                : [],
            },
          },
        },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
        ...(production
          ? [
              {
                test: englishCatalog,
                resourceQuery: { not: [/feature=/] },
                type: 'json',
                parser: {
                  parse: (text: string) =>
                    precompileMessages(JSON.parse(text) as Record<string, string>, startupIds()),
                },
              },
              {
                test: /[\\/]i18n[\\/][^\\/]+\.json$/,
                exclude: englishCatalog,
                resourceQuery: { not: [/feature=/] },
                type: 'json',
                parser: {
                  parse: (text: string) =>
                    precompileMessages(withEnglishFallback(text), startupIds()),
                },
              },
              // `i18n/xx.json?feature=<name>`: a lazy feature's texts, in its own chunk.
              ...lazyTextFeatures().map((name) => ({
                test: /[\\/]i18n[\\/][^\\/]+\.json$/,
                resourceQuery: new RegExp(`feature=${name}$`),
                type: 'json' as const,
                parser: {
                  parse: (text: string) =>
                    precompileMessages(withEnglishFallback(text), featureIds(name)),
                },
              })),
            ]
          : []),
      ],
    },
    optimization: {
      // html-webpack-plugin minifies index.html itself (keeping <!--RELAY_CONFIG-->); webpack's
      // own HTML minifier would drop that comment.
      minimizeOptions: {
        html: false,
        // Modern browsers only (browserslist): ES2020 output and a third compress pass keep
        // the start-up JavaScript inside its 170 KB budget.
        javascript: {
          ecma: 2020,
          compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
        },
      },
      splitChunks: { chunks: 'async' },
    },
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 600_000,
      maxAssetSize: 600_000,
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        favicon: path.resolve(__dirname, 'public/favicon.svg'),
        scriptLoading: 'defer',
        minify: production
          ? {
              collapseWhitespace: true,
              // The server replaces <!--RELAY_CONFIG--> with the SPA's config.
              removeComments: false,
              minifyCSS: true,
            }
          : false,
      }),
    ],
  };
}
