import { LegalDocument, legalMetadata } from '../LegalDocument'

export const generateMetadata = () => legalMetadata('privacy')

export default function PrivacyPolicyPage() {
  return <LegalDocument kind="privacy" />
}
