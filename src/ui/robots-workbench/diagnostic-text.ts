/** A lint diagnostic's words in the page's language (the code stays as it is). */
import type { RobotsDiagnostic } from '../../worker/protocol/robots-workbench';
import { t } from '../../i18n/i18n';
import { problemMessage, problemTexts } from '../../i18n/problem-texts';

/** The fix in the page's language; none for a code no table knows. */
export function diagnosticFix(diagnostic: RobotsDiagnostic): string | undefined {
  return problemTexts(diagnostic.code)?.fix || undefined;
}

/** Message and fix, as the editor's tooltip shows them. */
export function diagnosticText(diagnostic: RobotsDiagnostic): string {
  const message = problemMessage(diagnostic);
  const fix = diagnosticFix(diagnostic);
  return fix ? t('wb.diagnostic.withFix', { message, fix }) : message;
}
