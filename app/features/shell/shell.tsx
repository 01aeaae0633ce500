import type { ReactNode } from 'react'
import { ConsentManager } from '../consent/consent'
import { Footer } from './footer'
import { Header } from './header'
import { useRouteFocus } from './route-focus'
import { SkipLinks } from './skip-links'

export function Shell({ children }: { children: ReactNode }) {
  useRouteFocus()
  return (
    <>
      <SkipLinks />
      {/* Right after the skip links: the banner is the first thing Tab reaches, not the last of the page. */}
      <ConsentManager />
      <Header />
      <main id="content" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </>
  )
}
