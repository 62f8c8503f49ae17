/**
 * "AI posture across sites": with two or more robots.txt loaded, every AI crawler against
 * every site (the worker's `aiPosture`, from core's evaluatePosture as `inspect posture`
 * calls it), what each file asks, where its rules contradict that, and the CSV the command
 * line's `--csv` writes. A robots.txt fetched by the command line or the bookmarklet names
 * its site; for any other, the user types it (PostureSiteFields). With one robots.txt, the
 * section says what loading another would show.
 */
import { useId, useMemo } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { InputFile } from '../file-list/input-files';
import { t } from '../../i18n/i18n';
import { download } from '../download';
import type { AiPostureAnswer } from '../../worker/protocol/ai-posture';
import { PostureMatrix } from './PostureMatrix';
import { PostureSiteFields } from './PostureSiteFields';
import { fileLabels, postureColumns, postureCsvOf, type PostureColumn } from './posture-columns';
import { asksSentence, contradictionSentences } from './posture-words';
import { robotsDocuments } from './robots-documents';
import { useAiPosture } from './useAiPosture';
import { useInputSites } from './useInputSites';
import './ai-posture.css';

const CSV_NAME = 'ai-posture.csv';

interface Props {
  client: AnalyzerClient;
  files: readonly InputFile[];
  dataVersion: number;
}

export function AiPostureAcrossSites({ client, files, dataVersion }: Props) {
  const headingId = useId();
  const robotsCount = robotsDocuments(files).length;
  if (robotsCount === 0) return null;
  return (
    <section className="ai-posture" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('posture.page.heading')}</h3>
      {robotsCount < 2 ? (
        <p className="hint">{t('posture.page.empty')}</p>
      ) : (
        <PostureBody client={client} files={files} dataVersion={dataVersion} />
      )}
    </section>
  );
}

function PostureBody({ client, files, dataVersion }: Props) {
  const { sites } = useInputSites();
  const inputIds = useMemo(() => files.map((file) => file.inputId), [files]);
  const answer = useAiPosture(client, sites, inputIds, dataVersion);
  if (!answer) return <p className="hint">{t('posture.page.loading')}</p>;
  return <PostureAnswer answer={answer} />;
}

function PostureAnswer({ answer }: { answer: AiPostureAnswer }) {
  const columns = postureColumns(answer);
  const labels = fileLabels(answer.sites);
  const setAside = answer.sites.filter((site) => site.sameSiteAs !== undefined);
  return (
    <>
      <p className="hint">{t('posture.page.intro')}</p>
      <PostureSiteFields
        sites={answer.sites.filter((site) => site.isSiteTypable)}
        labelOf={(site) => labels.get(site.documentId) ?? site.name}
      />
      <PostureMatrix columns={columns} />
      {(setAside.length > 0 || answer.notShown > 0) && (
        <ul className="posture-notes">
          {setAside.map((site) => (
            <li key={site.documentId}>
              {t('posture.page.sameSite', {
                name: labels.get(site.documentId) ?? site.name,
                first: site.sameSiteAs
                  ? (labels.get(site.sameSiteAs.documentId) ?? site.sameSiteAs.name)
                  : '',
              })}
            </li>
          ))}
          {answer.notShown > 0 && <li>{t('posture.page.notShown', { count: answer.notShown })}</li>}
        </ul>
      )}
      <PostureNotes columns={columns} />
      <button
        type="button"
        onClick={() =>
          download(new Blob([postureCsvOf(columns)], { type: 'text/csv;charset=utf-8' }), CSV_NAME)
        }
      >
        {t('posture.page.download')}
      </button>
    </>
  );
}

function PostureNotes({ columns }: { columns: readonly PostureColumn[] }) {
  const contradictions = columns.flatMap(contradictionSentences);
  return (
    <div className="posture-notes">
      <h4>{t('posture.page.asks.heading')}</h4>
      <ul>
        {columns.map((column) => (
          <li key={column.site.documentId}>{asksSentence(column)}</li>
        ))}
      </ul>
      <h4>{t('posture.page.contradictions.heading')}</h4>
      {contradictions.length === 0 ? (
        <p className="hint">{t('posture.page.contradictions.none')}</p>
      ) : (
        <ul>
          {contradictions.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
