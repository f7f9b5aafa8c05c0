import { useParams } from 'react-router';
import { isDocumentType, type DocumentType } from '@tirr/domain';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen';
import { DiscountSimulatorPage } from './discount-simulator-page';

/** A simulator screen, remounted (fresh state) when the document type changes. */
export function DocumentPage({ documentType }: { documentType: DocumentType }) {
  return <DiscountSimulatorPage key={documentType} documentType={documentType} />;
}

export const ChecksPage = () => <DocumentPage documentType="checks" />;
export const PagaresPage = () => <DocumentPage documentType="pagares" />;
export const FacturasPage = () => <DocumentPage documentType="facturas" />;

/** `/assets/simulators/{documentType}`: a known type shows its simulator, anything else is not found. */
export function GenericDocumentPage() {
  const { documentType } = useParams();
  return isDocumentType(documentType) ? <DocumentPage documentType={documentType} /> : <NotFoundScreen />;
}
