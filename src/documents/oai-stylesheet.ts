/**
 * The XSLT stylesheet every OAI-PMH answer names (issue 53): opened in a browser, an answer reads as
 * a page (the repository's description, the records with their titles, dates and links, the sets and
 * formats, the way to the next part of a list) instead of raw XML. Harvesters ignore it; the XML is
 * unchanged. Its words are in the visitor's language, chosen when the stylesheet is asked for.
 */
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import type { Locale } from '../domain/locale.ts'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A table row of a label and the XPath whose value it shows. */
const row = (label: string, select: string) => `<tr><th scope="row">${escape(label)}</th><td><xsl:value-of select="${select}"/></td></tr>`

export function oaiStylesheet(LL: TranslationFunctions, locale: Locale): string {
  const t = LL.oaiPage
  const verbs = ['Identify', 'ListMetadataFormats', 'ListSets', 'ListIdentifiers&amp;metadataPrefix=oai_dc', 'ListRecords&amp;metadataPrefix=oai_dc']
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:oai="http://www.openarchives.org/OAI/2.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" exclude-result-prefixes="oai dc oai_dc">
<xsl:output method="html" encoding="UTF-8" doctype-system="about:legacy-compat"/>
<xsl:template match="/oai:OAI-PMH">
<html lang="${locale}">
<head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>
<title>OAI-PMH <xsl:value-of select="oai:request/@verb"/> – ${escape(LL.site.project())}</title>
<style>body{font:16px/1.5 Georgia,serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1d1d1f;background:#f7f5f0}a{color:#0b57d0}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #d8d4ca}th{font-weight:600}nav ul{display:flex;flex-wrap:wrap;gap:.5rem 1rem;list-style:none;padding:0}.note{color:#55534e}.error{border-left:4px solid #7a2418;padding:.5rem 1rem;background:#fff}@media (prefers-color-scheme:dark){body{background:#16171a;color:#ecebe7}a{color:#8ab4f8}th,td{border-color:#3a3b40}.note{color:#b4b2ab}.error{background:#1f2024}}</style>
</head>
<body>
<header><p><a href="/">${escape(LL.site.institution())} – ${escape(LL.site.project())}</a></p></header>
<main>
<h1>OAI-PMH: <xsl:value-of select="oai:request/@verb"/></h1>
<p class="note">${escape(t.intro())} <a href="/support/machine-interfaces">${escape(t.help())}</a></p>
<nav aria-label="OAI-PMH"><ul>${verbs.map((verb) => `<li><a href="/oai?verb=${verb}">${verb.replace(/&amp;.*$/, '')}</a></li>`).join('')}</ul></nav>
<p class="note">${escape(t.answered())} <xsl:value-of select="oai:responseDate"/></p>
<xsl:apply-templates select="oai:error"/>
<xsl:apply-templates select="oai:Identify|oai:ListMetadataFormats|oai:ListSets|oai:ListIdentifiers|oai:ListRecords|oai:GetRecord"/>
</main>
</body>
</html>
</xsl:template>

<xsl:template match="oai:error"><div class="error" role="alert"><p><strong><xsl:value-of select="@code"/></strong>: <xsl:value-of select="."/></p></div></xsl:template>

<xsl:template match="oai:Identify">
<table>${row('repositoryName', 'oai:repositoryName')}${row('baseURL', 'oai:baseURL')}${row('protocolVersion', 'oai:protocolVersion')}${row('adminEmail', 'oai:adminEmail')}${row('earliestDatestamp', 'oai:earliestDatestamp')}${row('deletedRecord', 'oai:deletedRecord')}${row('granularity', 'oai:granularity')}</table>
</xsl:template>

<xsl:template match="oai:ListMetadataFormats">
<table><thead><tr><th scope="col">metadataPrefix</th><th scope="col">${escape(t.schema())}</th></tr></thead><tbody>
<xsl:for-each select="oai:metadataFormat"><tr><td><xsl:value-of select="oai:metadataPrefix"/></td><td><a href="{oai:schema}"><xsl:value-of select="oai:schema"/></a></td></tr></xsl:for-each>
</tbody></table>
</xsl:template>

<xsl:template match="oai:ListSets">
<table><thead><tr><th scope="col">setSpec</th><th scope="col">${escape(t.name())}</th></tr></thead><tbody>
<xsl:for-each select="oai:set"><tr><td><a href="/oai?verb=ListRecords&amp;metadataPrefix=oai_dc&amp;set={oai:setSpec}"><xsl:value-of select="oai:setSpec"/></a></td><td><xsl:value-of select="oai:setName"/></td></tr></xsl:for-each>
</tbody></table>
</xsl:template>

<xsl:template match="oai:ListIdentifiers|oai:ListRecords|oai:GetRecord">
<table><thead><tr><th scope="col">${escape(t.record())}</th><th scope="col">${escape(t.datestamp())}</th><th scope="col">${escape(t.sets())}</th></tr></thead><tbody>
<xsl:for-each select="oai:header|oai:record/oai:header">
<tr>
<td>
<xsl:choose>
<xsl:when test="../oai:metadata//dc:title"><strong><xsl:value-of select="../oai:metadata//dc:title"/></strong><xsl:for-each select="../oai:metadata//dc:date"> · <xsl:value-of select="."/></xsl:for-each><br/></xsl:when>
</xsl:choose>
<xsl:if test="@status = 'deleted'"><em>${escape(t.deleted())}</em><br/></xsl:if>
<a href="/oai?verb=GetRecord&amp;metadataPrefix=oai_dc&amp;identifier={oai:identifier}"><xsl:value-of select="oai:identifier"/></a>
<xsl:for-each select="../oai:metadata//dc:identifier[starts-with(., 'http')]"><br/><a href="{.}"><xsl:value-of select="."/></a></xsl:for-each>
</td>
<td><xsl:value-of select="oai:datestamp"/></td>
<td><xsl:for-each select="oai:setSpec"><xsl:value-of select="."/><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
</tr>
</xsl:for-each>
</tbody></table>
<xsl:apply-templates select="oai:resumptionToken"/>
</xsl:template>

<xsl:template match="oai:resumptionToken">
<p><xsl:if test="@completeListSize">${escape(t.listSize())} <xsl:value-of select="@completeListSize"/>. </xsl:if>
<xsl:if test="normalize-space(.) != ''"><a href="/oai?verb={/oai:OAI-PMH/oai:request/@verb}&amp;resumptionToken={.}">${escape(t.next())}</a></xsl:if></p>
</xsl:template>
</xsl:stylesheet>
`
}
