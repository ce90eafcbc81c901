import { Logo } from '../../components/Logo';
import { fa } from '../../i18n/fa';
import { useAuthStyles } from './auth.styles';

/** The product's mark and name above the sign-in and registration cards. */
export function AuthBrand() {
  const styles = useAuthStyles();
  return (
    <div className={styles.brand}>
      <Logo size={48} />
      <div className={styles.brandText}>
        <span className={styles.productName}>{fa.app.name}</span>
        <span className={styles.tagline}>{fa.app.tagline}</span>
      </div>
    </div>
  );
}
