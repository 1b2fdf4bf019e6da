import { handleImport } from '@/site/inventory/import/handler'

export const POST = (request: Request) => handleImport(request)
