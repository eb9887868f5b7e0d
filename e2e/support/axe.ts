import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { finishAnimations } from './browser.js';

/** axe-core's result for one rule (axe-core itself is a dependency of @axe-core/playwright, not of this package). */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The impacts that fail a test. 'moderate' and 'minor' findings (best practices, mostly) are not checked here. */
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One line per violation and one indented line per element: rule id, impact, what to do, where, and axe's own summary. */
function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((node) => {
        const summary = node.failureSummary
          ?.split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join('; ')
          .replace(/:; /g, ': ');
        return `    at ${JSON.stringify(node.target)}${summary ? `: ${summary}` : ''}`;
      });
      return [`  ${v.id} (${v.impact}): ${v.help} (${v.helpUrl})`, ...nodes].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now (after its entrance animations, so half-faded dialogs are not measured)
 * and fails with every 'serious' or 'critical' violation: rule id, impact, help, and the selectors of the elements.
 * `screen` names the screen in the message. No rule is disabled.
 *
 * Legacy mode runs axe in the page itself in one pass. The default mode finishes its run in a new blank page of the
 * same context, which contexts made by `browser.newPage()` do not allow; the app has no frames that legacy mode
 * would miss (its CSP forbids being framed, and it frames nothing).
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await finishAnimations(page);
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const failing = results.violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
  if (failing.length > 0) {
    throw new Error(`axe: ${failing.length} serious or critical accessibility violation(s) on ${screen} (${page.url()}):\n${describeViolations(failing)}`);
  }
}
