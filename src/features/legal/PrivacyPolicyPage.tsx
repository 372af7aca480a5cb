import LegalPage from './LegalPage';

/** /{lang}/about/privacy-policy */
export default function PrivacyPolicyPage() {
  return <LegalPage page="privacyPolicy" />;
}
