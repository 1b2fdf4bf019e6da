import { GraphQLError, type ExecutionArgs, type ValidationRule } from 'graphql'
import { anonymousMayRun, measureOperation } from './measureOperation'

/**
 * The gate's anonymous and size checks again as GraphQL validation rules inside Payload's handler
 * (`graphQL.validationRules`), so a route that forgets the gate (gate.ts) still never executes an
 * oversized or anonymous query. Validation runs before any resolver.
 */
export const graphQLLimitRules = (args: ExecutionArgs): ValidationRule[] => [
  (context) => ({
    Document(node) {
      const shape = measureOperation(node, args.variableValues)
      const user = (args.contextValue as { req?: { user?: unknown } } | undefined)?.req?.user
      if (!user && !anonymousMayRun(shape)) context.reportError(new GraphQLError('Sign in to use the GraphQL API.'))
      for (const problem of shape.problems) context.reportError(new GraphQLError(problem))
    },
  }),
]
