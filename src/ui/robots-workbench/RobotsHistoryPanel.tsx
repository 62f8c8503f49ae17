/**
 * **robots.txt history**: dated versions of the site's robots.txt kept in this browser, each
 * with an optional note of why it changed; **Compare versions** puts any two side by side (the
 * older as "before", the newer in the editor: the compare panel lists what changed). The
 * history exports and imports as a small JSON file. A change reaches crawlers only as they
 * fetch the file again: up to 24 hours (RFC 9309 §2.4; Google's documentation).
 */
import { download } from '../download';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { formatDate, t } from '../../i18n/i18n';
import {
  adoptVersionsWithoutSite,
  addVersion,
  forgetSite,
  historyJson,
  mergeHistory,
  parseHistory,
  removeVersion,
  type RobotsVersion,
} from '../../core/robots/robots-history';
import { useRobotsHistory } from './useRobotsHistory';
import './robots-history.css';

interface Props {
  /** The workbench's site ("" for none): versions are kept per site. */
  site: string;
  /** The worker accepted the site typed: versions saved before it was typed move to it. */
  isSiteKnown: boolean;
  text: string;
  onOpen(text: string): void;
  /** Compare `before` (as the kept "before") with `after` (put in the editor). */
  onCompare(before: string, after: string): void;
}

/** A site typed must stay this long before the versions without one move to it. */
const SITE_SETTLED_MS = 1_000;

export function RobotsHistoryPanel({ site, isSiteKnown, text, onOpen, onCompare }: Props) {
  const id = useId();
  const { history, update } = useRobotsHistory();
  useAdoptVersionsWithoutSite(site, isSiteKnown, (history['']?.length ?? 0) > 0, update);
  const [message, setMessage] = useState('');
  const versions = history[site] ?? [];
  const [pair, setPair] = useState<{ before?: number; after?: number }>({});
  const before = versions.find((v) => v.savedAtMs === pair.before) ?? versions[1];
  const after = versions.find((v) => v.savedAtMs === pair.after) ?? versions[0];

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const imported = parseHistory(await file.text());
    if (!imported) return setMessage(t('wbh.import.refused'));
    update((old) => mergeHistory(old, imported));
    setMessage(t('wbh.import.done'));
  };

  return (
    <section className="wb-history" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('wbh.heading')}</h3>
      <p className="hint">{t('wbh.reminder')}</p>
      <SaveVersion
        isEmpty={text.trim() === ''}
        onSave={(note) => {
          update((old) => addVersion(old, site, { savedAtMs: Date.now(), note, text }));
          setMessage(t('wbh.saved'));
        }}
      />
      {versions.length === 0 ? (
        <p className="hint">{t('wbh.empty')}</p>
      ) : (
        <VersionList
          versions={versions}
          onOpen={onOpen}
          onDelete={(savedAtMs) => update((old) => removeVersion(old, site, savedAtMs))}
        />
      )}
      {versions.length >= 2 && before && after && (
        <ComparePicker
          versions={versions}
          before={before}
          after={after}
          onPair={(side, savedAtMs) => setPair((old) => ({ ...old, [side]: savedAtMs }))}
          onCompare={onCompare}
        />
      )}
      <div className="wb-buttons">
        <button
          type="button"
          disabled={Object.keys(history).length === 0}
          onClick={() =>
            download(
              new Blob([historyJson(history)], { type: 'application/json' }),
              'robots-txt-history.json',
            )
          }
        >
          {t('wbh.export')}
        </button>
        <label className="button">
          {t('wbh.import')}
          <input
            className="visually-hidden"
            type="file"
            accept=".json,application/json"
            onChange={importFile}
          />
        </label>
        {versions.length > 0 && (
          <button type="button" onClick={() => update((old) => forgetSite(old, site))}>
            {t('wbh.forget')}
          </button>
        )}
      </div>
      <p role="status">{message}</p>
    </section>
  );
}

/**
 * Versions saved without a site move to the site once it is typed and has stayed a moment:
 * not on every key typed, as "https://www.ex" is a valid site on the way to the real one.
 */
function useAdoptVersionsWithoutSite(
  site: string,
  isSiteKnown: boolean,
  hasUnsited: boolean,
  update: ReturnType<typeof useRobotsHistory>['update'],
): void {
  useEffect(() => {
    if (!isSiteKnown || site === '' || !hasUnsited) return;
    const timer = setTimeout(
      () => update((old) => adoptVersionsWithoutSite(old, site)),
      SITE_SETTLED_MS,
    );
    return () => clearTimeout(timer);
  }, [site, isSiteKnown, hasUnsited, update]);
}

/** A version as the list and the selects name it: when it was saved, and its note. */
function versionLabel(v: RobotsVersion): string {
  return v.note ? `${formatDate(v.savedAtMs, true)} — ${v.note}` : formatDate(v.savedAtMs, true);
}

/** The site's saved versions, each with Open and Delete. */
function VersionList({
  versions,
  onOpen,
  onDelete,
}: {
  versions: readonly RobotsVersion[];
  onOpen(text: string): void;
  onDelete(savedAtMs: number): void;
}) {
  return (
    <ul className="wb-history-list" aria-label={t('wbh.list')}>
      {versions.map((version) => (
        <li key={version.savedAtMs}>
          <span>{versionLabel(version)}</span>{' '}
          <button type="button" onClick={() => onOpen(version.text)}>
            {t('wbh.open')}
          </button>{' '}
          <button type="button" onClick={() => onDelete(version.savedAtMs)}>
            {t('wbh.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The note for the next version, and Save (the note is cleared once saved). */
function SaveVersion({ isEmpty, onSave }: { isEmpty: boolean; onSave(note: string): void }) {
  const [note, setNote] = useState('');
  return (
    <div className="wb-buttons">
      <label>
        {t('wbh.note')}
        <input type="text" value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button
        type="button"
        disabled={isEmpty}
        onClick={() => {
          onSave(note.trim());
          setNote('');
        }}
      >
        {t('wbh.save')}
      </button>
    </div>
  );
}

/** The two versions to compare, and Compare. */
function ComparePicker({
  versions,
  before,
  after,
  onPair,
  onCompare,
}: {
  versions: readonly RobotsVersion[];
  before: RobotsVersion;
  after: RobotsVersion;
  onPair(side: 'before' | 'after', savedAtMs: number): void;
  onCompare(before: string, after: string): void;
}) {
  return (
    <div className="wb-buttons">
      <VersionSelect
        label={t('wbh.before')}
        versions={versions}
        value={before.savedAtMs}
        labelOf={versionLabel}
        onChange={(savedAtMs) => onPair('before', savedAtMs)}
      />
      <VersionSelect
        label={t('wbh.after')}
        versions={versions}
        value={after.savedAtMs}
        labelOf={versionLabel}
        onChange={(savedAtMs) => onPair('after', savedAtMs)}
      />
      <button type="button" onClick={() => onCompare(before.text, after.text)}>
        {t('wbh.compare')}
      </button>
    </div>
  );
}

/** One of the two versions to compare. */
function VersionSelect({
  label,
  versions,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  versions: readonly RobotsVersion[];
  value: number;
  labelOf(version: RobotsVersion): string;
  onChange(savedAtMs: number): void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {versions.map((v) => (
          <option key={v.savedAtMs} value={v.savedAtMs}>
            {labelOf(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
