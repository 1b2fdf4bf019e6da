import { FINANCE_CALCULATOR_SCRIPT } from './generated'

/**
 * The finance calculator's early script (./financeCalculator.ts), inline right after the calculator
 * so it runs as the parser meets it, before the page's own scripts. On a cached page it runs under
 * the policy's 'unsafe-inline'; on a page with a nonce policy it is blocked and the island answers
 * once hydrated, as it would without it.
 */
export function FinanceCalculatorScript() {
  return <script dangerouslySetInnerHTML={{ __html: FINANCE_CALCULATOR_SCRIPT }} />
}
