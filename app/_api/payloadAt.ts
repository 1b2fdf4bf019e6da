type PayloadHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Response | Promise<Response>

/**
 * Payload's REST handler at one address of ours (`slug`, as its catch-all would see it): for a route
 * of app/_api/routes that leaves some methods to Payload (reading the leads list, GraphQL's OPTIONS).
 */
export function payloadAt(slug: string[], handler: PayloadHandler): (request: Request) => Response | Promise<Response> {
  const context = { params: Promise.resolve({ slug }) }
  return (request) => handler(request, context)
}
