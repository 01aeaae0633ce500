/**
 * Allowances by the IPv6 /64 (issue 48, L6): every address of a /64 draws on one allowance, whatever
 * its spelling; IPv4 addresses each on their own.
 */
import { describe, expect, it } from 'vitest'
import { allowanceKey } from '#src/server/client-address.ts'
import { takeAllowance } from '#src/server/shared-limits.ts'

describe('the key of a visitor’s allowances', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:0', '2001:db8:1:2:abcd::', '2001:db8:1:2::192.0.2.1', '2001:db8:1:2::1%eth0']) {
      expect(allowanceKey(address), address).toBe(key)
    }
    expect(allowanceKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(allowanceKey('::1')).toBe('0:0:0:0::/64')
    expect(allowanceKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  it('is an IPv4 address as it is, and anything else as given', () => {
    expect(allowanceKey('192.0.2.1')).toBe('192.0.2.1')
    expect(allowanceKey('192.0.2.2')).toBe('192.0.2.2')
    expect(allowanceKey('unknown')).toBe('unknown')
    expect(allowanceKey('2001:db8::zz')).toBe('2001:db8::zz')
  })

  it('draws every address of a /64 on one allowance, and another /64 on its own', async () => {
    const name = `test-${Date.now()}`
    for (let index = 1; index <= 3; index += 1) expect(await takeAllowance(name, 3, 60_000, `2001:db8:aa:bb::${index.toString(16)}`)).toBe(0)
    // A fourth address of the same /64 (one of 2⁶⁴) finds the allowance used.
    expect(await takeAllowance(name, 3, 60_000, '2001:db8:aa:bb:1234:5678:9abc:def0')).toBeGreaterThan(0)
    expect(await takeAllowance(name, 3, 60_000, '2001:db8:aa:bc::1')).toBe(0)
    // IPv4 addresses are not grouped.
    for (let index = 1; index <= 4; index += 1) expect(await takeAllowance(name, 3, 60_000, `192.0.2.${index}`)).toBe(0)
  })
})
