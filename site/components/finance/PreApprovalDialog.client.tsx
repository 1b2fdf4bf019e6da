'use client'
import { Dialog } from '../forms/Dialog.client'
import { POPUP_TITLE } from '../../rules/lenderQuote'
import { PreApprovalFlow, type FlowCar } from './PreApprovalFlow.client'

/** The finance popup (FIN §2.4): the modal dialog around the pre-approval flow. Loaded on demand by PreApprovalButton. */
export default function PreApprovalDialog({ car, onClose }: { car: FlowCar | null; onClose: () => void }) {
  return (
    <Dialog open title={POPUP_TITLE} onClose={onClose} testId="finance-popup">
      <PreApprovalFlow car={car} />
    </Dialog>
  )
}
