import { describe, expect, it } from 'vitest'
import { ROUTE_RULES, routeRuleTarget, siteRouteRules } from '#src/domain/route-rules.ts'

describe('route rules', () => {
  it('send internal rules to their target under the visitor’s prefix', () => {
    expect(routeRuleTarget('/about')).toEqual({ href: '/support/about', external: false })
    expect(routeRuleTarget('/en/about/')).toEqual({ href: '/en/support/about', external: false })
    expect(routeRuleTarget('/de/newspapers')).toEqual({ href: '/de/periodicals?type=newspaper', external: false })
    expect(routeRuleTarget('/fr/help')).toEqual({ href: '/support/help', external: false })
  })

  it('mark external targets, so the browser loads the whole page', () => {
    const rules = siteRouteRules('https://images.example.org')
    expect(routeRuleTarget('/images', rules)).toEqual({ href: 'https://images.example.org', external: true })
    expect(routeRuleTarget('/de/postcards', rules)).toEqual({ href: 'https://images.example.org', external: true })
  })

  it('send nowhere for an image site that is not configured (the demo has none)', () => {
    expect(siteRouteRules(undefined)).toBe(ROUTE_RULES)
    expect(routeRuleTarget('/images', siteRouteRules(undefined))).toBeUndefined()
  })

  it('redirect only what the table names: no open redirect', () => {
    for (const path of ['/about/x', '/abouts', '/support/about', '//evil.example', '/en', '/', '/https://evil.example']) {
      expect(routeRuleTarget(path), path).toBeUndefined()
    }
    for (const rule of ROUTE_RULES) {
      expect(rule.to.startsWith('/') || rule.to.startsWith('https://'), rule.from).toBe(true)
      expect(rule.to.startsWith('//'), rule.from).toBe(false)
    }
  })
})
