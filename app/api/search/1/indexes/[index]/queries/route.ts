import { multiQuery } from '@/site/search/service'

export const POST = (request: Request) => multiQuery(request)
