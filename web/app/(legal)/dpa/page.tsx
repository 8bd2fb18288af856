import { LegalDocument, legalMetadata } from '../LegalDocument'

export const generateMetadata = () => legalMetadata('dpa')

export default function DataProcessingAgreementPage() {
  return <LegalDocument kind="dpa" />
}
