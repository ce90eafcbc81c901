import { ImageOffRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import type { BootDetail } from '../api/boot';
import { fa } from '../i18n/fa';
import { readableText } from '../lib/fold';
import { useDetailTitleStyles } from './DetailTitleBar.styles';

/**
 * A drug's title bar: the photo's place (A), the name and the catalogue's subtitle. index.html's first
 * paint (build/first-paint.ts) draws the same boxes before the app has run, so the name stays put.
 */
export function DetailTitleBar({
  name,
  subtitle,
  media,
  titleId,
}: {
  name: string;
  subtitle: string;
  media?: ReactNode;
  titleId?: string;
}) {
  const styles = useDetailTitleStyles();
  return (
    <header className={styles.titleBar}>
      {media}
      <div>
        <h1 id={titleId} className={styles.title}>
          {readableText(name)}
        </h1>
        <span className={styles.subtitle}>{subtitle}</span>
      </div>
    </header>
  );
}

/** The mark of a drug without a photo. */
export function NoPhoto() {
  const styles = useDetailTitleStyles();
  return (
    <div className={styles.noPhoto} role="img" aria-label={fa.drug.noImage}>
      <ImageOffRegular fontSize={28} aria-hidden />
      <span aria-hidden>{fa.drug.noImage}</span>
    </div>
  );
}

/**
 * The title bar the first paint drew (`bootDetail`), while the access gate checks the profile: the
 * same boxes where the detail page will draw them, nothing to press yet.
 */
export function BootDetailTitle({ detail }: { detail: BootDetail }) {
  const styles = useDetailTitleStyles();
  // A photo that does not load (behaviour §10: a backend without it) leaves the no-photo mark.
  const [broken, setBroken] = useState(false);
  const photo =
    detail.photo && !broken ? (
      <span className={styles.photoFrame}>
        <img className={styles.photo} src={detail.photo} alt="" onError={() => setBroken(true)} />
      </span>
    ) : (
      <NoPhoto />
    );
  return (
    <div className={styles.page}>
      <DetailTitleBar
        name={detail.name}
        subtitle={detail.category === 'A' ? fa.drug.detailTitleA : fa.drug.detailTitleB}
        media={detail.category === 'A' ? photo : undefined}
      />
    </div>
  );
}
