/** `npm run generate:enhancers`: writes site/enhance/generated.ts from site/enhance (scripts/lib/enhancers.ts). */
import fs from 'node:fs'
import { GENERATED_FILE, generatedEnhancers } from './lib/enhancers'

fs.writeFileSync(GENERATED_FILE, await generatedEnhancers())
console.log(`Wrote ${GENERATED_FILE}`)
