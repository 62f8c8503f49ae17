/**
 * The bar that stays in view while editing (sticky): the expectations' pass/fail count and
 * whether the answer is being worked out.
 */
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t } from '../../i18n/i18n';

interface Props {
  answer: RobotsWorkbenchEvent | undefined;
  isPending: boolean;
}

export function WorkbenchSummary({ answer, isPending }: Props) {
  const summary = answer?.expectations.summary;
  let text: string;
  if (!summary || summary.total === 0) text = t('wb.summary.none');
  else if (summary.failed === 0) text = t('wb.summary.allPass', { count: summary.total });
  else text = t('wb.summary.fail', { failed: summary.failed, count: summary.total });
  const isFailing = (summary?.failed ?? 0) > 0;
  return (
    <div className="wb-summary">
      <p role="status" className={isFailing ? 'wb-fail' : undefined}>
        {text}
      </p>
      <p className="hint" aria-live="off">
        {isPending ? t('wb.summary.pending') : ''}
      </p>
    </div>
  );
}
