import { linkProblem, type LinkKind } from '../site/rules/safeLink'

/**
 * The save-time check of every URL field (site/rules/safeLink.ts): `link` for what shoppers click
 * (also mailto: and tel:), `page` for images and pages (a site path or http(s) only).
 */
export const validateLink =
  (kind: LinkKind = 'link') =>
  (value: unknown, { required }: { required?: boolean }): true | string => {
    if (value === null || value === undefined || value === '') return required ? 'This field is required.' : true
    if (typeof value !== 'string') return 'Enter the address as text'
    return linkProblem(value, kind) ?? true
  }
