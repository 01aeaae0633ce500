import type { ReactNode } from 'react'
import { ConsentManager } from '../consent/consent'
import { Footer } from './footer'
import { Header } from './header'
import { SkipLinks } from './skip-links'

export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLinks />
      <Header />
      <main id="content" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      <ConsentManager />
    </>
  )
}
