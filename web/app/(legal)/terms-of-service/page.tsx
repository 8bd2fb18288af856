import { LegalDocument, legalMetadata } from '../LegalDocument'

export const generateMetadata = () => legalMetadata('terms')

export default function TermsOfServicePage() {
  return <LegalDocument kind="terms" />
}
