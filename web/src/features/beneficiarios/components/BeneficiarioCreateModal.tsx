import { ParteCreateModal, type ParteCreateModalProps } from '#web/components/ParteCreateModal.tsx';

/** 'Agregar' in Beneficiarios and the menu: a party of the working company, created as a beneficiary. */
export function BeneficiarioCreateModal(props: Omit<ParteCreateModalProps, 'tipo'>) {
  return <ParteCreateModal tipo="beneficiario" {...props} />;
}
