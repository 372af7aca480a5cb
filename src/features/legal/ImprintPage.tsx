import LegalPage from './LegalPage';

/** /{lang}/about/imprint */
export default function ImprintPage() {
  return <LegalPage page="imprint" />;
}
