import { mergeClasses } from '@fluentui/react-components';
import { Call20Regular, Globe20Regular, Mail20Regular } from '@fluentui/react-icons';
import { externalUrl, siteConfig } from '../config/site';
import { toPersianDigits } from '../lib/digits';
import { fa } from '../i18n/fa';
import { siteLinks } from '../routes/navigation';
import { Logo } from '../components/Logo';
import { InstagramIcon, TelegramIcon, WhatsappIcon } from './SocialIcons';
import { useFooterStyles } from './AppFooter.styles';

const social = [
  { id: 'telegram', label: fa.shell.telegram, href: siteConfig.social.telegram, Icon: TelegramIcon },
  { id: 'instagram', label: fa.shell.instagram, href: siteConfig.social.instagram, Icon: InstagramIcon },
  { id: 'whatsapp', label: fa.shell.whatsapp, href: siteConfig.social.whatsapp, Icon: WhatsappIcon },
];

/** The footer of behaviour §1: name, thanks, useful links, phones, e-mail, website, social links, copyright. */
export function AppFooter() {
  const styles = useFooterStyles();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.title}>
            <Logo size={32} />
            {siteConfig.productName}
          </h2>
          <p className={styles.paragraph}>{fa.shell.footerThanks}</p>
          <div className={styles.social}>
            {social.map(({ id, label, href, Icon }) => (
              <a
                key={id}
                href={href}
                className={styles.socialLink}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                title={label}
              >
                <Icon />
              </a>
            ))}
          </div>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {fa.shell.usefulLinks}
          </h2>
          <ul className={styles.list}>
            {siteLinks.map((link) => (
              <li key={link.id}>
                <a className={styles.link} href={externalUrl(link.page)} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {fa.shell.contactUs}
          </h2>
          <ul className={styles.list}>
            <li className={styles.contactRow}>
              <Call20Regular aria-hidden />
              <span className={styles.label}>{fa.shell.phones}:</span>
              {siteConfig.phones.map((phone) => (
                <a key={phone} className={mergeClasses(styles.link, styles.ltr)} href={`tel:${phone.replace(/-/g, '')}`}>
                  {toPersianDigits(phone)}
                </a>
              ))}
            </li>
            <li className={styles.contactRow}>
              <Mail20Regular aria-hidden />
              <span className={styles.label}>{fa.shell.email}:</span>
              <a className={mergeClasses(styles.link, styles.ltr)} href={`mailto:${siteConfig.email}`}>
                {siteConfig.email}
              </a>
            </li>
            <li className={styles.contactRow}>
              <Globe20Regular aria-hidden />
              <span className={styles.label}>{fa.shell.website}:</span>
              <a
                className={mergeClasses(styles.link, styles.ltr)}
                href={siteConfig.externalSiteUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {siteConfig.website}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.copyright}>{fa.shell.copyright(toPersianDigits(siteConfig.copyrightYear))}</div>
    </footer>
  );
}
