import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The WCAG levels issue 23 holds every screen to: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface AxeNode {
  /** axe's CSS selector path of the element (one entry per frame). */
  target: string[];
  html: string;
  summary: string;
}

export interface AxeViolation {
  id: string;
  impact: Impact;
  help: string;
  nodes: AxeNode[];
}

export type ViolationsByImpact = Record<Impact, AxeViolation[]>;

// Read once from node_modules: the page's CSP forbids loading it from anywhere but our origin,
// and Playwright's evaluate runs it without a script tag.
let axeSource: string | undefined;
const axeScript = () =>
  (axeSource ??= readFileSync(
    path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'),
    'utf8',
  ));

/**
 * A violation known and owned elsewhere: `rule` on the elements matching `selector`. It is still
 * checked and reported, but apart from the rest (see `runAxe`).
 */
export interface KnownViolation {
  rule: string;
  selector: string;
  /** Why it is tolerated for now, and who removes it. */
  reason: string;
}

export interface AxeResult {
  violations: ViolationsByImpact;
  /** Nodes that matched a `KnownViolation`, by impact, kept out of `violations`. */
  known: ViolationsByImpact;
}

const emptyByImpact = (): ViolationsByImpact => ({
  critical: [],
  serious: [],
  moderate: [],
  minor: [],
});

/**
 * Runs axe-core on the page as it is now (WCAG 2.0–2.2 A and AA rules, and the rule that a
 * control's name contains its visible text) and answers its violations grouped by impact; nodes
 * matching one of `known` (same rule, element matching the selector) are answered apart, so
 * every other rule still runs on those elements.
 */
export async function runAxe(page: Page, known: KnownViolation[] = []): Promise<AxeResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  const found = await page.evaluate(
    async ({ tags, knownList }) => {
      type AxeGlobal = {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: {
              target: unknown[];
              html: string;
              failureSummary?: string;
              element?: Element;
            }[];
          }[];
        }>;
      };
      const axe = (window as unknown as { axe: AxeGlobal }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        elementRef: true,
      });
      // "A control's name contains its visible text" (WCAG 2.5.3, issue 23): axe marks that rule
      // experimental, which a run by tags leaves out; a run by its name includes it.
      const nameMatch = await axe.run(document, {
        runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
        elementRef: true,
      });
      return [...result.violations, ...nameMatch.violations].map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'minor',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          html: node.html,
          summary: node.failureSummary ?? '',
          known: knownList.some(
            (entry) =>
              entry.rule === violation.id && node.element?.matches(entry.selector) === true,
          ),
        })),
      }));
    },
    { tags: WCAG_TAGS, knownList: known },
  );
  const result: AxeResult = { violations: emptyByImpact(), known: emptyByImpact() };
  for (const { nodes, ...violation } of found) {
    const impact = violation.impact as Impact;
    const strip = (list: typeof nodes): AxeNode[] =>
      list.map(({ target, html, summary }) => ({ target, html, summary }));
    const open = nodes.filter((node) => !node.known);
    const tolerated = nodes.filter((node) => node.known);
    if (open.length > 0)
      result.violations[impact].push({ ...violation, impact, nodes: strip(open) });
    if (tolerated.length > 0) {
      result.known[impact].push({ ...violation, impact, nodes: strip(tolerated) });
    }
  }
  return result;
}

/** Counts the nodes (not the rules) that violate, per impact. */
export function nodeCounts(byImpact: ViolationsByImpact): Record<Impact, number> {
  const count = (list: AxeViolation[]) => list.reduce((sum, v) => sum + v.nodes.length, 0);
  return {
    critical: count(byImpact.critical),
    serious: count(byImpact.serious),
    moderate: count(byImpact.moderate),
    minor: count(byImpact.minor),
  };
}

/** One line per violating node, for an assertion message. */
export function describeViolations(list: AxeViolation[]): string {
  return list
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')}\n    ${node.html}`,
      ),
    )
    .join('\n');
}
