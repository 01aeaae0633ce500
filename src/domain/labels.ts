/**
 * Labels read from a dictionary by a value from the store. Here, not in the app, because the
 * server's document work (src/documents) words manifests and citations with them too.
 */
import type { TranslationFunctions } from '../../i18n/i18n-types.ts'

/** A structural or document type in the page's language (spec §3). */
export function typeLabel(LL: TranslationFunctions, type: string): string {
  const labels: Record<string, () => string> = LL.structuralTypes
  return labels[type]?.() ?? type
}
