import { createElement, type ReactNode } from 'react'
import type { z } from 'zod'
import type { SiteView } from '../site/tenancy/siteView'

/** What every block receives besides its props: the site being rendered. */
export type RenderContext = { site: SiteView }

/** Puck field descriptors we use (a subset of Puck's `Fields`), kept serialisable. */
export type PuckField =
  | { type: 'text'; label: string }
  | { type: 'textarea'; label: string }
  | { type: 'number'; label: string; min?: number; max?: number }
  | { type: 'select' | 'radio'; label: string; options: Array<{ label: string; value: string | number | boolean }> }

type Category = 'hero' | 'content' | 'inventory' | 'dealer'
type PropsSchema = z.ZodType<Record<string, unknown>>

export type BlockDefinition<S extends PropsSchema> = {
  name: string
  label: string
  category: Category
  schema: S
  defaults: z.input<S>
  fields: Record<string, PuckField>
  Component: (props: z.output<S> & { context: RenderContext }) => ReactNode | Promise<ReactNode>
}

/** A block with its prop types erased: props are parsed by its schema before rendering. */
export type RegisteredBlock = {
  name: string
  label: string
  category: Category
  schema: PropsSchema
  defaults: Record<string, unknown>
  fields: Record<string, PuckField>
  render: (props: unknown, context: RenderContext) => ReactNode
}

export function defineBlock<S extends PropsSchema>(definition: BlockDefinition<S>): RegisteredBlock {
  const { Component, ...rest } = definition
  return {
    ...rest,
    defaults: definition.defaults as Record<string, unknown>,
    render: (props, context) => createElement(Component, { ...definition.schema.parse(props), context }),
  }
}
