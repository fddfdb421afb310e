import './picture-lists.css';
import { Callout } from '@blueprintjs/core';
import { atom, useAtom } from 'jotai';
import { type MouseEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { ImageTextJumpType } from '../../../contract/enums';
import { api } from '../../core/api/api';
import { countClick, followPicture, type ShownPicture } from './follow-picture';

export type Showcase = CallOutput<'home_page_config/show'>;

/** The notice the reader closed, until the page reloads: a changed notice shows again. */
const dismissedNoticeAtom = atom<string | null>(null);

function PictureCard({ picture, live }: { picture: ShownPicture; live: boolean }) {
  const body = (
    <>
      <img className="lc-showcase-image" src={picture.image_url} alt="" loading="lazy" decoding="async" />
      <span className="lc-showcase-title">{picture.title}</span>
      {picture.description && <span className="lc-showcase-description">{picture.description}</span>}
    </>
  );
  if (!live) return <div className="lc-showcase-card">{body}</div>;
  if (picture.jump_type === ImageTextJumpType.new_window)
    return (
      <a
        className="lc-showcase-card"
        href={picture.jump_url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => void countClick(picture)}
      >
        {body}
      </a>
    );
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    void followPicture(picture);
  };
  return (
    <button type="button" className="lc-showcase-card" onClick={follow}>
      {body}
    </button>
  );
}

/**
 * What customers see at the top of their home: the administrators' notice (closable for the rest
 * of the session) and the pictures of the chosen list, larger sort first, in a strip that scrolls.
 * Administrators' text is shown as text, never as markup. `live` off draws a preview that does
 * not count or follow clicks.
 */
export function PictureShowcase({ showcase, live = true }: { showcase: Showcase; live?: boolean }) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useAtom(dismissedNoticeAtom);
  const notice = live && dismissed === showcase.notice ? null : showcase.notice;
  if (!notice && showcase.pictures.length === 0) return null;
  return (
    <div className="lc-showcase">
      {notice && (
        <Callout intent="primary" icon="notifications" className="lc-showcase-notice">
          <span className="lc-showcase-notice-text">{notice}</span>
          {live && (
            <button
              type="button"
              className="lc-showcase-close"
              aria-label={intl.formatMessage({ id: 'home_page_config.dismiss_notice' })}
              onClick={() => setDismissed(notice)}
            >
              ×
            </button>
          )}
        </Callout>
      )}
      {showcase.pictures.length > 0 && (
        <ul
          className="lc-showcase-strip"
          aria-label={intl.formatMessage({ id: 'home_page_config.pictures' })}
        >
          {showcase.pictures.map((picture) => (
            <li key={picture.id}>
              <PictureCard picture={picture} live={live} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The showcase as the customer home reads it (`home_page_config/show`). It is an extra: while it
 * loads, or when it cannot be read, the home simply shows without it.
 */
export function HomeShowcase() {
  const [showcase, setShowcase] = useState<Showcase | null>(null);
  useEffect(() => {
    let current = true;
    api.call('home_page_config/show', {}).then(
      (answer) => current && setShowcase(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return showcase && <PictureShowcase showcase={showcase} />;
}
