/**
 * The site of each robots.txt that came without the address it was fetched from (an upload,
 * a paste): a labelled field per file, read by the worker as the workbench's site field is (a
 * bare host is https, a URL's path is left out), with what it made of it under the field.
 * What is typed is kept with the input (useInputSites: the workspace entry).
 */
import { useId } from 'react';
import type { AiPostureSite } from '../../worker/protocol/ai-posture';
import { t } from '../../i18n/i18n';
import { robotsMessageText } from '../../i18n/robots-message-text';
import { useInputSites } from './useInputSites';

/** An address, not a word: the same in every language. */
const EXAMPLE_SITE = 'https://www.example.com';

interface Props {
  /** The answer's files that may have a site typed. */
  sites: readonly AiPostureSite[];
  /** Each file's name in the table (its place added where names repeat). */
  labelOf(site: AiPostureSite): string;
}

export function PostureSiteFields({ sites, labelOf }: Props) {
  const inputSites = useInputSites();
  if (sites.length === 0) return null;
  return (
    <fieldset className="posture-sites">
      <legend>{t('posture.page.sites.legend')}</legend>
      <p className="hint">{t('posture.page.sites.help')}</p>
      {sites.map((site) => (
        <SiteField
          key={site.documentId}
          site={site}
          name={labelOf(site)}
          value={inputSites.sites.get(site.inputId) ?? ''}
          onChange={(text) => inputSites.type(site.inputId, text)}
        />
      ))}
    </fieldset>
  );
}

function SiteField({
  site,
  name,
  value,
  onChange,
}: {
  site: AiPostureSite;
  name: string;
  value: string;
  onChange(text: string): void;
}) {
  const id = useId();
  const noteId = useId();
  let note: string;
  if (site.siteError) note = robotsMessageText(site.siteError);
  else if (site.sameSiteAs) note = t('posture.page.site.sameSite', { name: site.sameSiteAs.name });
  else if (site.originSource === 'name' && site.origin !== null)
    note = t('posture.page.site.fromName', { origin: site.origin });
  else if (site.origin !== null) note = t('posture.page.site.used', { origin: site.origin });
  else note = t('posture.page.site.none');
  return (
    <div className="posture-site">
      <label htmlFor={id}>{t('posture.page.site.label', { name })}</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        placeholder={EXAMPLE_SITE}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={Boolean(site.siteError)}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={noteId} className={site.siteError ? 'field-error' : 'hint'}>
        {note}
      </p>
    </div>
  );
}
