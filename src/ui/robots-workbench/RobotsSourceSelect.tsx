/** Which loaded robots.txt the workbench edits, or none (typed from scratch). */
import { asDocumentId, type DocumentId } from '../../core/ids';
import { t } from '../../i18n/i18n';
import type { RobotsDocument } from './robots-documents';

interface Props {
  documents: readonly RobotsDocument[];
  /** The document shown, or null for text typed from scratch. */
  selected: number | null;
  onSelect(documentId: DocumentId | null): void;
  message: string | null;
}

export function RobotsSourceSelect({ documents, selected, onSelect, message }: Props) {
  return (
    <div className="wb-source">
      <label>
        {t('wb.source.label')}
        <select
          value={selected === null ? '' : String(selected)}
          onChange={(event) =>
            onSelect(event.target.value === '' ? null : asDocumentId(Number(event.target.value)))
          }
        >
          <option value="">{t('wb.source.scratch')}</option>
          {documents.map((doc) => (
            <option key={doc.documentId} value={doc.documentId}>
              {doc.name}
            </option>
          ))}
        </select>
      </label>
      {documents.length === 0 && <p className="hint">{t('wb.source.none')}</p>}
      {message && (
        <p className="hint" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
