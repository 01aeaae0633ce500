import type { EditorialPage } from './types.ts'

/**
 * Editorial pages of the Digital Collections site, in English, German and
 * French. Paths are locale-free; the app adds the locale prefix.
 */
export const EDITORIAL_PAGES: readonly EditorialPage[] = [
  {
    path: '/support/about',
    updated: '2026-11-22',
    translations: {
      en: {
        title: 'About the Digital Collections',
        summary:
          'Digital Collections is the National Library’s free online service for its digitised newspapers, serials, books, manuscripts and posters.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The National Library is a public institution that collects, preserves and makes available the country’s printed and handwritten heritage. Digital Collections brings together the material the Library has digitised from its own holdings. The site is free of charge, needs no account and is available in English, German and French.',
          },
          { kind: 'heading', text: 'What you will find' },
          {
            kind: 'list',
            items: [
              'Periodicals: newspapers and serials, arranged by title and by issue (also called a fascicule)',
              'Books: printed works from the Library’s historical collections',
              'Manuscripts: letters, diaries, registers and other handwritten documents',
              'Posters: political, commercial and cultural posters',
              'Postcards, literature and reference material in image form are published only on the Library’s separate image site.',
            ],
          },
          { kind: 'heading', text: 'How material is selected and digitised' },
          {
            kind: 'paragraph',
            text: 'We give priority to titles of lasting historical interest, to items that readers often request and to originals too fragile to be handled. Only works in the public domain are published.',
          },
          {
            kind: 'list',
            items: [
              'Scanning: every page is captured as a high-resolution image.',
              'Text recognition: optical character recognition (OCR) turns the printed page into searchable text, saved in the ALTO format together with the position of each word.',
              'Packaging: images, text and descriptive metadata are combined in a METS package, which keeps each document together for long-term preservation.',
            ],
          },
          { kind: 'heading', text: 'Using the texts and images' },
          {
            kind: 'paragraph',
            text: 'The searchable text is produced automatically and is not corrected by hand. Faded ink, old typefaces and damaged paper can cause words to be misread, so the text may contain errors and a search may miss some occurrences. When a passage matters, check it against the page image.',
          },
          {
            kind: 'paragraph',
            text: 'Everything shown here is in the public domain and may be copied, shared and reused freely. Please cite the National Library’s Digital Collections as your source.',
          },
        ],
      },
      de: {
        title: 'Über die Digitalen Sammlungen',
        summary:
          'Die Digitalen Sammlungen sind das kostenlose Onlineangebot der Nationalbibliothek für ihre digitalisierten Zeitungen, Zeitschriften, Bücher, Handschriften und Plakate.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Die Nationalbibliothek ist eine öffentliche Einrichtung, die das gedruckte und handschriftliche Erbe des Landes sammelt, bewahrt und zugänglich macht. In den Digitalen Sammlungen stellt sie bereit, was sie aus ihren eigenen Beständen digitalisiert hat. Die Nutzung ist kostenlos, erfordert kein Konto und ist auf Deutsch, Englisch und Französisch möglich.',
          },
          { kind: 'heading', text: 'Was Sie hier finden' },
          {
            kind: 'list',
            items: [
              'Periodika: Zeitungen und Zeitschriften, geordnet nach Titel und einzelnen Ausgaben (Heften)',
              'Bücher: gedruckte Werke aus den historischen Beständen der Bibliothek',
              'Handschriften: Briefe, Tagebücher, Register und andere handschriftliche Dokumente',
              'Plakate: politische Plakate sowie Werbe- und Veranstaltungsplakate',
              'Postkarten, Literatur und Nachschlagewerke in Bildform werden ausschließlich auf dem separaten Bildportal der Bibliothek veröffentlicht.',
            ],
          },
          { kind: 'heading', text: 'Auswahl und Digitalisierung' },
          {
            kind: 'paragraph',
            text: 'Vorrang haben Titel von bleibendem historischem Interesse, häufig nachgefragte Werke und Originale, die zu empfindlich für die Benutzung sind. Veröffentlicht werden nur gemeinfreie Werke.',
          },
          {
            kind: 'list',
            items: [
              'Scannen: Jede Seite wird als hochaufgelöstes Bild erfasst.',
              'Texterkennung: Eine automatische Texterkennung (OCR) macht die gedruckte Seite durchsuchbar; der Text wird im ALTO-Format zusammen mit der Position jedes Wortes gespeichert.',
              'Paketierung: Bilder, Text und beschreibende Metadaten werden in einem METS-Paket zusammengeführt, das jedes Dokument für die Langzeitarchivierung zusammenhält.',
            ],
          },
          { kind: 'heading', text: 'Texte und Bilder nutzen' },
          {
            kind: 'paragraph',
            text: 'Der durchsuchbare Text wird automatisch erzeugt und nicht von Hand korrigiert. Verblasste Tinte, alte Schriften wie die Fraktur und beschädigtes Papier können zu falsch erkannten Wörtern führen. Der Text kann daher Fehler enthalten, und die Suche findet nicht immer alle Fundstellen. Prüfen Sie wichtige Passagen stets am Seitenbild.',
          },
          {
            kind: 'paragraph',
            text: 'Alle hier gezeigten Werke sind gemeinfrei und dürfen frei kopiert, geteilt und weiterverwendet werden. Bitte nennen Sie als Quelle die Digitalen Sammlungen der Nationalbibliothek.',
          },
        ],
      },
      fr: {
        title: 'À propos des Collections numériques',
        summary:
          'Les Collections numériques sont le service en ligne gratuit de la Bibliothèque nationale consacré à ses journaux, revues, livres, manuscrits et affiches numérisés.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'La Bibliothèque nationale est un établissement public chargé de collecter, de conserver et de rendre accessible le patrimoine imprimé et manuscrit du pays. Les Collections numériques réunissent les documents qu’elle a numérisés à partir de ses propres fonds. Le site est gratuit, sans compte, et disponible en français, en allemand et en anglais.',
          },
          { kind: 'heading', text: 'Ce que vous trouverez' },
          {
            kind: 'list',
            items: [
              'Périodiques : journaux et revues, classés par titre et par numéro (ou fascicule)',
              'Livres : ouvrages imprimés issus des collections patrimoniales de la Bibliothèque',
              'Manuscrits : lettres, journaux intimes, registres et autres documents écrits à la main',
              'Affiches : affiches politiques, publicitaires et culturelles',
              'Les cartes postales, la littérature et les ouvrages de référence sous forme d’images sont publiés uniquement sur le site d’images distinct de la Bibliothèque.',
            ],
          },
          { kind: 'heading', text: 'Sélection et numérisation' },
          {
            kind: 'paragraph',
            text: 'La priorité va aux titres d’un intérêt historique durable, aux documents souvent demandés et aux originaux trop fragiles pour être communiqués. Seules les œuvres du domaine public sont publiées.',
          },
          {
            kind: 'list',
            items: [
              'Numérisation : chaque page est capturée sous forme d’image en haute résolution.',
              'Reconnaissance du texte : la reconnaissance optique de caractères (OCR) produit un texte interrogeable, enregistré au format ALTO avec la position de chaque mot.',
              'Empaquetage : images, texte et métadonnées descriptives sont réunis dans un paquet METS en vue de leur conservation à long terme.',
            ],
          },
          { kind: 'heading', text: 'Utiliser les textes et les images' },
          {
            kind: 'paragraph',
            text: 'Le texte est produit automatiquement, sans correction manuelle. Une encre pâlie, des caractères anciens ou un papier abîmé peuvent fausser la lecture : le texte peut contenir des erreurs et une recherche peut manquer certaines occurrences. Pour un passage important, vérifiez l’image de la page.',
          },
          {
            kind: 'paragraph',
            text: 'Tous les documents présentés ici appartiennent au domaine public et peuvent être copiés, partagés et réutilisés librement. Merci de citer les Collections numériques de la Bibliothèque nationale comme source.',
          },
        ],
      },
    },
  },
  {
    path: '/support/legal',
    updated: '2026-11-22',
    translations: {
      en: {
        title: 'Legal notice',
        summary:
          'Who publishes this website, how you may use its content, how we handle your data, and our commitments on accessibility and external links.',
        blocks: [
          { kind: 'heading', text: 'Publisher' },
          {
            kind: 'paragraph',
            text: 'This website is published by the National Library, a public institution. Postal address: National Library, Digital Collections, 1 Library Square. The Director of the National Library is responsible for its publication.',
          },
          { kind: 'heading', text: 'Terms of use' },
          {
            kind: 'paragraph',
            text: 'The scans and texts shown on this site are in the public domain. You may reproduce, share and reuse them free of charge and for any purpose, provided that you cite the source, for example “National Library, Digital Collections”, followed by the address of the page. Works still protected by copyright are not shown on this site.',
          },
          { kind: 'heading', text: 'Privacy' },
          {
            kind: 'list',
            items: [
              'You do not need an account, and we do not ask for your name or any other personal details.',
              'Your choice of language is stored in a cookie that lasts 365 days.',
              'The cookie banner sorts cookies into three groups: essential cookies, which the site needs in order to work and which are always on; optional cookies; and analytics.',
              'Analytics collect anonymous statistics only, and only if you have accepted them.',
              'Your search history is kept in your own browser and is never sent to us. Clearing your browser’s data for this site deletes it.',
            ],
          },
          { kind: 'heading', text: 'Accessibility' },
          {
            kind: 'paragraph',
            text: 'We aim to meet level AA of the Web Content Accessibility Guidelines (WCAG) 2.2. Our accessibility statement describes what we have achieved, the known limitations and how to report a problem.',
          },
          { kind: 'heading', text: 'External links' },
          {
            kind: 'paragraph',
            text: 'This site contains links to websites run by other organisations. We have no control over their content and accept no liability for it. If you find a link that no longer works or leads to unsuitable content, please let us know at the postal address above.',
          },
        ],
      },
      de: {
        title: 'Rechtliche Hinweise',
        summary:
          'Wer diese Website herausgibt, wie Sie die Inhalte nutzen dürfen, wie wir mit Ihren Daten umgehen und wozu wir uns bei Barrierefreiheit und externen Links verpflichten.',
        blocks: [
          { kind: 'heading', text: 'Herausgeber' },
          {
            kind: 'paragraph',
            text: 'Diese Website wird von der Nationalbibliothek, einer öffentlichen Einrichtung, herausgegeben. Postanschrift: Nationalbibliothek, Digitale Sammlungen, Bibliotheksplatz 1. Verantwortlich für den Inhalt ist die Direktion der Nationalbibliothek.',
          },
          { kind: 'heading', text: 'Nutzungsbedingungen' },
          {
            kind: 'paragraph',
            text: 'Die auf dieser Website gezeigten Scans und Texte sind gemeinfrei. Sie dürfen sie kostenlos und zu jedem Zweck vervielfältigen, weitergeben und weiterverwenden, sofern Sie die Quelle angeben, zum Beispiel „Nationalbibliothek, Digitale Sammlungen“ mit der Adresse der Seite. Werke, die noch urheberrechtlich geschützt sind, werden hier nicht gezeigt.',
          },
          { kind: 'heading', text: 'Datenschutz' },
          {
            kind: 'list',
            items: [
              'Sie benötigen kein Konto, und wir fragen weder nach Ihrem Namen noch nach anderen persönlichen Angaben.',
              'Ihre Sprachwahl wird in einem Cookie gespeichert, das 365 Tage gültig ist.',
              'Das Cookie-Banner unterscheidet drei Gruppen: notwendige Cookies, die für den Betrieb der Website erforderlich und immer aktiv sind, optionale Cookies und Statistik-Cookies.',
              'Statistik-Cookies erfassen ausschließlich anonyme Nutzungsstatistiken und werden nur gesetzt, wenn Sie zugestimmt haben.',
              'Ihr Suchverlauf wird nur in Ihrem eigenen Browser gespeichert und nie an uns übermittelt. Wenn Sie die Websitedaten in Ihrem Browser löschen, wird er entfernt.',
            ],
          },
          { kind: 'heading', text: 'Barrierefreiheit' },
          {
            kind: 'paragraph',
            text: 'Wir streben die Konformitätsstufe AA der Web Content Accessibility Guidelines (WCAG) 2.2 an. Unsere Erklärung zur Barrierefreiheit beschreibt den erreichten Stand, bekannte Einschränkungen und wie Sie uns Probleme melden können.',
          },
          { kind: 'heading', text: 'Haftung für externe Links' },
          {
            kind: 'paragraph',
            text: 'Diese Website enthält Links zu Angeboten anderer Organisationen. Auf deren Inhalte haben wir keinen Einfluss und übernehmen dafür keine Haftung. Sollten Sie auf einen Link stoßen, der nicht mehr funktioniert oder zu unangemessenen Inhalten führt, teilen Sie uns dies bitte unter der oben genannten Postanschrift mit.',
          },
        ],
      },
      fr: {
        title: 'Mentions légales',
        summary:
          'Qui édite ce site, comment vous pouvez en réutiliser le contenu, comment nous traitons vos données, et nos engagements en matière d’accessibilité et de liens externes.',
        blocks: [
          { kind: 'heading', text: 'Éditeur' },
          {
            kind: 'paragraph',
            text: 'Ce site est édité par la Bibliothèque nationale, établissement public. Adresse postale : Bibliothèque nationale, Collections numériques, 1, place de la Bibliothèque. La direction de la publication est assurée par la direction de la Bibliothèque nationale.',
          },
          { kind: 'heading', text: 'Conditions d’utilisation' },
          {
            kind: 'paragraph',
            text: 'Les numérisations et les textes présentés sur ce site appartiennent au domaine public. Vous pouvez les reproduire, les diffuser et les réutiliser gratuitement, à toutes fins, à condition de citer la source, par exemple « Bibliothèque nationale, Collections numériques », suivi de l’adresse de la page. Les œuvres encore protégées par le droit d’auteur ne sont pas présentées sur ce site.',
          },
          { kind: 'heading', text: 'Données personnelles' },
          {
            kind: 'list',
            items: [
              'Aucun compte n’est nécessaire et nous ne vous demandons ni votre nom ni aucune autre information personnelle.',
              'Votre choix de langue est enregistré dans un cookie valable 365 jours.',
              'Le bandeau de cookies distingue trois catégories : les cookies essentiels, nécessaires au fonctionnement du site et toujours actifs ; les cookies facultatifs ; et les cookies de mesure d’audience.',
              'La mesure d’audience produit uniquement des statistiques anonymes et n’est activée que si vous l’avez acceptée.',
              'Votre historique de recherche est conservé uniquement dans votre propre navigateur et ne nous est jamais transmis. Il est supprimé lorsque vous effacez les données de ce site dans votre navigateur.',
            ],
          },
          { kind: 'heading', text: 'Accessibilité' },
          {
            kind: 'paragraph',
            text: 'Nous visons le niveau AA des Règles pour l’accessibilité des contenus Web (WCAG) 2.2. Notre déclaration d’accessibilité présente les résultats obtenus, les limites connues et la manière de nous signaler un problème.',
          },
          { kind: 'heading', text: 'Liens externes' },
          {
            kind: 'paragraph',
            text: 'Ce site contient des liens vers des sites gérés par d’autres organismes. Nous n’avons aucun contrôle sur leur contenu et déclinons toute responsabilité à cet égard. Si vous trouvez un lien qui ne fonctionne plus ou qui mène à un contenu inapproprié, merci de nous le signaler à l’adresse postale ci-dessus.',
          },
        ],
      },
    },
  },
  {
    path: '/support/project',
    updated: '2026-11-22',
    translations: {
      en: {
        title: 'The digitisation project',
        summary:
          'How the National Library is digitising its collections, phase by phase, using open international standards.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The digitisation project has three goals: to protect fragile originals by reducing how often they are handled, to make the Library’s public-domain heritage freely available to everyone online, and to make printed text fully searchable. Everything is produced to open standards so that it can be preserved for the long term and reused by others.',
          },
          { kind: 'heading', text: 'Phases' },
          {
            kind: 'list',
            items: [
              'Phase 1 – Periodicals: newspapers and serials, issue by issue (fascicule by fascicule), starting with the titles most in demand and most at risk.',
              'Phase 2 – Books and manuscripts: printed works and handwritten documents from the historical collections.',
              'Phase 3 – Posters: political, commercial and cultural posters, captured in colour at high resolution.',
            ],
          },
          { kind: 'heading', text: 'Standards' },
          {
            kind: 'paragraph',
            text: 'Each document is packaged in METS, with its text in ALTO, which records the position of every word on the page. Bibliographic descriptions come from the Library’s catalogue as MARCXML records. Images are delivered through the International Image Interoperability Framework (IIIF), so they can be opened in any IIIF-compatible viewer.',
          },
          {
            kind: 'links',
            items: [
              {
                label: 'METS',
                href: 'https://www.loc.gov/standards/mets/',
                description: 'Metadata Encoding and Transmission Standard, maintained by the Library of Congress',
              },
              {
                label: 'ALTO',
                href: 'https://www.loc.gov/standards/alto/',
                description: 'Analyzed Layout and Text Object, the standard for OCR text',
              },
              {
                label: 'IIIF',
                href: 'https://iiif.io',
                description: 'International Image Interoperability Framework',
              },
            ],
          },
          { kind: 'heading', text: 'Following our progress' },
          {
            kind: 'paragraph',
            text: 'The home page shows up-to-date statistics on the material already online. New titles and issues are added regularly as each phase advances.',
          },
          { kind: 'heading', text: 'Newspapers under press control, 1940–1944' },
          {
            kind: 'paragraph',
            text: 'Newspapers published between May 1940 and September 1944 appeared under the press control of the occupation authorities. Their content was censored and often dictated, and cannot be read as independent reporting. We publish these issues as historical sources and display a notice with them; their publication does not imply any endorsement of what they say.',
          },
        ],
      },
      de: {
        title: 'Das Digitalisierungsprojekt',
        summary:
          'Wie die Nationalbibliothek ihre Bestände Phase für Phase und nach offenen internationalen Standards digitalisiert.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Das Digitalisierungsprojekt verfolgt drei Ziele: empfindliche Originale zu schonen, indem sie seltener benutzt werden müssen, das gemeinfreie Kulturerbe der Bibliothek allen kostenlos online zugänglich zu machen und gedruckte Texte im Volltext durchsuchbar zu machen. Alle Daten entstehen nach offenen Standards, damit sie langfristig erhalten und von anderen weiterverwendet werden können.',
          },
          { kind: 'heading', text: 'Projektphasen' },
          {
            kind: 'list',
            items: [
              'Phase 1 – Periodika: Zeitungen und Zeitschriften, Ausgabe für Ausgabe (Heft für Heft), beginnend mit den meistgefragten und am stärksten gefährdeten Titeln.',
              'Phase 2 – Bücher und Handschriften: gedruckte Werke und handschriftliche Dokumente aus den historischen Beständen.',
              'Phase 3 – Plakate: politische Plakate sowie Werbe- und Veranstaltungsplakate, in Farbe und hoher Auflösung erfasst.',
            ],
          },
          { kind: 'heading', text: 'Standards' },
          {
            kind: 'paragraph',
            text: 'Jedes Dokument wird als METS-Paket abgelegt; der Text liegt im ALTO-Format vor, das die Position jedes Wortes auf der Seite festhält. Die bibliografischen Beschreibungen stammen als MARCXML-Datensätze aus dem Katalog der Bibliothek. Die Bilder werden über das International Image Interoperability Framework (IIIF) bereitgestellt und lassen sich so in jedem IIIF-fähigen Viewer öffnen.',
          },
          {
            kind: 'links',
            items: [
              {
                label: 'METS',
                href: 'https://www.loc.gov/standards/mets/',
                description: 'Metadata Encoding and Transmission Standard, gepflegt von der Library of Congress',
              },
              {
                label: 'ALTO',
                href: 'https://www.loc.gov/standards/alto/',
                description: 'Analyzed Layout and Text Object, der Standard für OCR-Text',
              },
              {
                label: 'IIIF',
                href: 'https://iiif.io',
                description: 'International Image Interoperability Framework',
              },
            ],
          },
          { kind: 'heading', text: 'Fortschritt verfolgen' },
          {
            kind: 'paragraph',
            text: 'Auf der Startseite finden Sie aktuelle Statistiken zu den bereits online verfügbaren Beständen. Im Verlauf der einzelnen Phasen kommen regelmäßig neue Titel und Ausgaben hinzu.',
          },
          { kind: 'heading', text: 'Zeitungen unter Pressekontrolle 1940–1944' },
          {
            kind: 'paragraph',
            text: 'Zeitungen, die zwischen Mai 1940 und September 1944 erschienen, unterlagen der Pressekontrolle der Besatzungsbehörden. Ihre Inhalte wurden zensiert und häufig vorgegeben; sie sind nicht als unabhängige Berichterstattung zu lesen. Wir veröffentlichen diese Ausgaben als historische Quellen und zeigen bei ihnen einen entsprechenden Hinweis an. Die Veröffentlichung bedeutet keine Billigung ihres Inhalts.',
          },
        ],
      },
      fr: {
        title: 'Le projet de numérisation',
        summary:
          'Comment la Bibliothèque nationale numérise ses collections, phase après phase, selon des normes internationales ouvertes.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le projet poursuit trois objectifs : préserver les originaux fragiles en limitant leur manipulation, offrir à tous un libre accès en ligne au patrimoine de la Bibliothèque tombé dans le domaine public, et permettre la recherche en texte intégral dans les imprimés. Les données sont produites selon des normes ouvertes pour être conservées à long terme et réutilisées.',
          },
          { kind: 'heading', text: 'Les phases du projet' },
          {
            kind: 'list',
            items: [
              'Phase 1 – Périodiques : journaux et revues, numéro par numéro (fascicule par fascicule), en commençant par les titres les plus demandés et les plus menacés.',
              'Phase 2 – Livres et manuscrits : ouvrages imprimés et documents manuscrits issus des collections patrimoniales.',
              'Phase 3 – Affiches : affiches politiques, publicitaires et culturelles, numérisées en couleur et en haute résolution.',
            ],
          },
          { kind: 'heading', text: 'Normes' },
          {
            kind: 'paragraph',
            text: 'Chaque document est conditionné dans un paquet METS ; son texte est encodé en ALTO, qui enregistre la position de chaque mot sur la page. Les descriptions bibliographiques proviennent du catalogue de la Bibliothèque sous forme de notices MARCXML. Les images sont diffusées selon l’International Image Interoperability Framework (IIIF) et peuvent ainsi être ouvertes dans toute visionneuse compatible IIIF.',
          },
          {
            kind: 'links',
            items: [
              {
                label: 'METS',
                href: 'https://www.loc.gov/standards/mets/',
                description: 'Metadata Encoding and Transmission Standard, maintenu par la Bibliothèque du Congrès',
              },
              {
                label: 'ALTO',
                href: 'https://www.loc.gov/standards/alto/',
                description: 'Analyzed Layout and Text Object, la norme pour le texte issu de l’OCR',
              },
              {
                label: 'IIIF',
                href: 'https://iiif.io',
                description: 'International Image Interoperability Framework',
              },
            ],
          },
          { kind: 'heading', text: 'Suivre l’avancement' },
          {
            kind: 'paragraph',
            text: 'La page d’accueil présente des statistiques à jour sur les documents déjà en ligne. De nouveaux titres et numéros sont ajoutés régulièrement au fil des phases.',
          },
          { kind: 'heading', text: 'Journaux sous contrôle de la presse, 1940–1944' },
          {
            kind: 'paragraph',
            text: 'Les journaux publiés entre mai 1940 et septembre 1944 paraissaient sous le contrôle de la presse exercé par les autorités d’occupation. Leur contenu était censuré et souvent imposé ; il ne peut être lu comme une information indépendante. Nous publions ces numéros en tant que sources historiques et les accompagnons d’un avertissement. Leur mise en ligne ne vaut en aucun cas approbation de leur contenu.',
          },
        ],
      },
    },
  },
  {
    path: '/support/help',
    updated: '2026-11-22',
    translations: {
      en: {
        title: 'Help with searching',
        summary:
          'How to write a search, narrow down and sort the results, and export or share what you find.',
        blocks: [
          { kind: 'heading', text: 'Writing a search' },
          {
            kind: 'list',
            items: [
              'All the words you enter must appear in a result: railway strike finds documents that contain both words.',
              'Put quotation marks round an exact phrase: "general strike" finds the two words side by side, in that order.',
              'Put a minus sign in front of a word to exclude it: strike -railway finds documents that contain strike but not railway.',
              'Add an asterisk to the end of a word to find every word that begins with it: photograph* finds photograph, photographs and photography.',
              'Accents and capital letters are ignored: cafe also finds Café and CAFÉ.',
            ],
          },
          { kind: 'heading', text: 'Narrowing your results' },
          {
            kind: 'paragraph',
            text: 'Use the filters to narrow your results by document type, date, language, content type or periodical title. You can combine several filters and remove any of them to widen the search again.',
          },
          { kind: 'heading', text: 'Sorting and display' },
          {
            kind: 'list',
            items: [
              'Sort by relevance, older first, newer first, A to Z or Z to A.',
              'Show 20, 40 or 100 results per page.',
              'Choose one of three presentation modes: list, compact or details.',
            ],
          },
          { kind: 'heading', text: 'Exporting, history and sharing' },
          {
            kind: 'list',
            items: [
              'Export your results as a CSV file to open in a spreadsheet. An export is limited to 1,000 results, so narrow your search first if you need a more specific set.',
              'Your search history is kept only in your own browser and is never sent to us.',
              'Every search has its own URL. Copy it from the address bar to bookmark the search or share it with someone else.',
            ],
          },
          {
            kind: 'links',
            items: [
              { label: 'Start a search', href: '/search' },
              { label: 'Browse periodicals', href: '/periodicals', description: 'Newspapers and serials by title' },
              { label: 'Site map', href: '/support/sitemap' },
            ],
          },
        ],
      },
      de: {
        title: 'Hilfe zur Suche',
        summary:
          'So formulieren Sie eine Suche, grenzen die Ergebnisse ein und sortieren sie – und so exportieren oder teilen Sie, was Sie gefunden haben.',
        blocks: [
          { kind: 'heading', text: 'Suchanfragen formulieren' },
          {
            kind: 'list',
            items: [
              'Alle eingegebenen Wörter müssen in einem Treffer vorkommen: Eisenbahn Streik findet Dokumente, die beide Wörter enthalten.',
              'Setzen Sie eine genaue Wortfolge in Anführungszeichen: "Wiener Kongress" findet die beiden Wörter direkt hintereinander in dieser Reihenfolge.',
              'Ein Minuszeichen vor einem Wort schließt es aus: Streik -Eisenbahn findet Dokumente, die Streik enthalten, aber nicht Eisenbahn.',
              'Ein Sternchen am Wortende findet alle Wörter, die so beginnen: Photograph* findet Photographie, Photographien und Photographen.',
              'Akzente sowie Groß- und Kleinschreibung werden ignoriert: cafe findet auch Café und CAFÉ.',
            ],
          },
          { kind: 'heading', text: 'Ergebnisse eingrenzen' },
          {
            kind: 'paragraph',
            text: 'Mit den Filtern grenzen Sie die Ergebnisse nach Dokumenttyp, Datum, Sprache, Inhaltstyp oder Titel der Zeitung bzw. Zeitschrift ein. Sie können mehrere Filter kombinieren und einzelne wieder entfernen, um die Suche zu erweitern.',
          },
          { kind: 'heading', text: 'Sortierung und Anzeige' },
          {
            kind: 'list',
            items: [
              'Sortieren Sie nach Relevanz, ältere zuerst, neuere zuerst, A bis Z oder Z bis A.',
              'Lassen Sie sich 20, 40 oder 100 Treffer pro Seite anzeigen.',
              'Wählen Sie eine von drei Darstellungen: Liste, Kompakt oder Details.',
            ],
          },
          { kind: 'heading', text: 'Exportieren, Suchverlauf und Teilen' },
          {
            kind: 'list',
            items: [
              'Exportieren Sie Ihre Treffer als CSV-Datei, um sie in einer Tabellenkalkulation zu öffnen. Ein Export umfasst höchstens 1.000 Treffer; grenzen Sie Ihre Suche daher bei Bedarf vorher ein.',
              'Ihr Suchverlauf wird nur in Ihrem eigenen Browser gespeichert und nie an uns übermittelt.',
              'Jede Suche hat eine eigene URL. Kopieren Sie sie aus der Adresszeile, um die Suche als Lesezeichen zu speichern oder mit anderen zu teilen.',
            ],
          },
          {
            kind: 'links',
            items: [
              { label: 'Suche starten', href: '/search' },
              { label: 'Periodika durchblättern', href: '/periodicals', description: 'Zeitungen und Zeitschriften nach Titel' },
              { label: 'Sitemap', href: '/support/sitemap' },
            ],
          },
        ],
      },
      fr: {
        title: 'Aide à la recherche',
        summary:
          'Comment formuler une recherche, affiner et trier les résultats, puis exporter ou partager ce que vous avez trouvé.',
        blocks: [
          { kind: 'heading', text: 'Formuler une recherche' },
          {
            kind: 'list',
            items: [
              'Tous les mots saisis doivent figurer dans un résultat : grève cheminots trouve les documents qui contiennent les deux mots.',
              'Mettez une expression exacte entre guillemets droits : "grève générale" trouve les deux mots côte à côte, dans cet ordre.',
              'Placez un signe moins devant un mot pour l’exclure : grève -cheminots trouve les documents qui contiennent grève mais pas cheminots.',
              'Ajoutez un astérisque à la fin d’un mot pour trouver tous les mots qui commencent ainsi : photograph* trouve photographie, photographies et photographe.',
              'Les accents et les majuscules sont ignorés : ecole trouve aussi École et ÉCOLE.',
            ],
          },
          { kind: 'heading', text: 'Affiner les résultats' },
          {
            kind: 'paragraph',
            text: 'Les filtres permettent de restreindre les résultats par type de document, date, langue, type de contenu ou titre de périodique. Vous pouvez combiner plusieurs filtres et en retirer un à tout moment pour élargir la recherche.',
          },
          { kind: 'heading', text: 'Tri et affichage' },
          {
            kind: 'list',
            items: [
              'Triez par pertinence, du plus ancien au plus récent, du plus récent au plus ancien, de A à Z ou de Z à A.',
              'Affichez 20, 40 ou 100 résultats par page.',
              'Choisissez l’un des trois modes de présentation : liste, compact ou détails.',
            ],
          },
          { kind: 'heading', text: 'Export, historique et partage' },
          {
            kind: 'list',
            items: [
              'Exportez vos résultats dans un fichier CSV à ouvrir dans un tableur. Un export est limité à 1 000 résultats ; affinez votre recherche au besoin.',
              'Votre historique de recherche est conservé uniquement dans votre navigateur et ne nous est jamais transmis.',
              'Chaque recherche possède sa propre URL. Copiez-la depuis la barre d’adresse pour l’ajouter à vos favoris ou la partager.',
            ],
          },
          {
            kind: 'links',
            items: [
              { label: 'Lancer une recherche', href: '/search' },
              { label: 'Parcourir les périodiques', href: '/periodicals', description: 'Journaux et revues par titre' },
              { label: 'Plan du site', href: '/support/sitemap' },
            ],
          },
        ],
      },
    },
  },
  {
    path: '/accessibility',
    updated: '2026-11-22',
    translations: {
      en: {
        title: 'Accessibility statement',
        summary:
          'We want everyone to be able to use the Digital Collections. This statement explains what we have done, where the site still falls short and how to tell us about a problem.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The National Library aims to make this website conform to level AA of the Web Content Accessibility Guidelines (WCAG) 2.2. Because of the limitations listed below, the site is currently partially conformant.',
          },
          { kind: 'heading', text: 'What we have done' },
          {
            kind: 'list',
            items: [
              'Keyboard navigation: every function can be used with the keyboard alone, and the element in focus is clearly highlighted.',
              'Skip links: at the top of each page, a link takes you straight to the main content.',
              'Screen-reader support: pages use headings, landmarks and labelled form fields, and images have text alternatives.',
              'Reduced motion: if your device is set to reduce motion, animations and transitions are turned off.',
              'Light and dark themes: you can read the site in a light or a dark colour scheme.',
            ],
          },
          { kind: 'heading', text: 'Known limitations' },
          {
            kind: 'list',
            items: [
              'The text of old printed documents is produced by automatic text recognition (OCR) and may be inaccurate. A screen reader may therefore read out misrecognised words; the page image remains the reference.',
              'Manuscripts and posters are mainly shown as images; where no transcription exists, a screen reader cannot convey their content.',
              'Postcards, literature and reference material are published on the Library’s separate image site, which this statement does not cover.',
            ],
          },
          { kind: 'heading', text: 'Reporting a problem' },
          {
            kind: 'paragraph',
            text: 'If you come across a barrier on this site, please write to us at the postal address in the legal notice. Tell us the address of the page, what you were trying to do, and which browser and assistive technology you use. We will reply and, where we can, fix the problem or provide the content in another form.',
          },
          {
            kind: 'links',
            items: [
              { label: 'Legal notice', href: '/support/legal', description: 'Postal address and publisher details' },
              {
                label: 'WCAG',
                href: 'https://www.w3.org/WAI/standards-guidelines/wcag/',
                description: 'Web Content Accessibility Guidelines, published by the W3C',
              },
            ],
          },
        ],
      },
      de: {
        title: 'Erklärung zur Barrierefreiheit',
        summary:
          'Die Digitalen Sammlungen sollen für alle nutzbar sein. Diese Erklärung beschreibt, was wir umgesetzt haben, wo es noch Einschränkungen gibt und wie Sie uns ein Problem melden können.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Die Nationalbibliothek strebt an, dass diese Website die Konformitätsstufe AA der Web Content Accessibility Guidelines (WCAG) 2.2 erfüllt. Wegen der unten aufgeführten Einschränkungen ist sie derzeit teilweise konform.',
          },
          { kind: 'heading', text: 'Was wir umgesetzt haben' },
          {
            kind: 'list',
            items: [
              'Tastaturbedienung: Alle Funktionen lassen sich allein mit der Tastatur bedienen, und das fokussierte Element ist deutlich hervorgehoben.',
              'Sprunglinks: Oben auf jeder Seite führt ein Link direkt zum Hauptinhalt.',
              'Unterstützung von Screenreadern: Die Seiten sind mit Überschriften, Landmarks und beschrifteten Formularfeldern gegliedert, und Bilder haben Textalternativen.',
              'Reduzierte Bewegung: Ist auf Ihrem Gerät „Bewegung reduzieren“ eingestellt, werden Animationen und Übergänge abgeschaltet.',
              'Helles und dunkles Design: Sie können die Website in einem hellen oder einem dunklen Farbschema lesen.',
            ],
          },
          { kind: 'heading', text: 'Bekannte Einschränkungen' },
          {
            kind: 'list',
            items: [
              'Der Text alter Drucke wird durch automatische Texterkennung (OCR) erzeugt und kann ungenau sein. Ein Screenreader liest daher möglicherweise falsch erkannte Wörter vor; maßgeblich bleibt das Seitenbild.',
              'Handschriften und Plakate liegen vor allem als Bilder vor; wo keine Transkription vorhanden ist, kann ein Screenreader ihren Inhalt nicht wiedergeben.',
              'Postkarten, Literatur und Nachschlagewerke werden auf dem separaten Bildportal der Bibliothek veröffentlicht, für das diese Erklärung nicht gilt.',
            ],
          },
          { kind: 'heading', text: 'Probleme melden' },
          {
            kind: 'paragraph',
            text: 'Wenn Sie auf dieser Website auf eine Barriere stoßen, schreiben Sie uns bitte an die Postanschrift in den rechtlichen Hinweisen. Nennen Sie uns die Adresse der Seite, was Sie tun wollten und welchen Browser und welche assistive Technologie Sie verwenden. Wir antworten Ihnen und beheben das Problem nach Möglichkeit oder stellen Ihnen den Inhalt in anderer Form zur Verfügung.',
          },
          {
            kind: 'links',
            items: [
              { label: 'Rechtliche Hinweise', href: '/support/legal', description: 'Postanschrift und Angaben zum Herausgeber' },
              {
                label: 'WCAG',
                href: 'https://www.w3.org/WAI/standards-guidelines/wcag/',
                description: 'Web Content Accessibility Guidelines des W3C',
              },
            ],
          },
        ],
      },
      fr: {
        title: 'Déclaration d’accessibilité',
        summary:
          'Nous voulons que chacun puisse utiliser les Collections numériques. Cette déclaration présente nos réalisations, les limites qui subsistent et la manière de nous signaler un problème.',
        blocks: [
          {
            kind: 'paragraph',
            text: 'La Bibliothèque nationale s’engage à rendre ce site conforme au niveau AA des Règles pour l’accessibilité des contenus Web (WCAG) 2.2. En raison des limites décrites ci-dessous, le site est actuellement partiellement conforme.',
          },
          { kind: 'heading', text: 'Ce que nous avons mis en place' },
          {
            kind: 'list',
            items: [
              'Navigation au clavier : toutes les fonctions sont utilisables au clavier seul, et l’élément qui a le focus est nettement mis en évidence.',
              'Liens d’évitement : en haut de chaque page, un lien permet d’accéder directement au contenu principal.',
              'Compatibilité avec les lecteurs d’écran : titres, repères de navigation et champs de formulaire étiquetés structurent les pages, et les images ont une alternative textuelle.',
              'Réduction des animations : si votre appareil demande de réduire les animations, celles du site sont désactivées.',
              'Thèmes clair et sombre : vous pouvez consulter le site avec un thème clair ou un thème sombre.',
            ],
          },
          { kind: 'heading', text: 'Limites connues' },
          {
            kind: 'list',
            items: [
              'Le texte des imprimés anciens est produit par reconnaissance optique de caractères (OCR) et peut être inexact. Un lecteur d’écran peut donc lire des mots mal reconnus ; l’image de la page fait foi.',
              'Les manuscrits et les affiches sont surtout présentés sous forme d’images ; en l’absence de transcription, un lecteur d’écran ne peut pas en restituer le contenu.',
              'Les cartes postales, la littérature et les ouvrages de référence sont publiés sur le site d’images distinct de la Bibliothèque, qui n’est pas couvert par cette déclaration.',
            ],
          },
          { kind: 'heading', text: 'Signaler un problème' },
          {
            kind: 'paragraph',
            text: 'Si vous rencontrez un obstacle sur ce site, écrivez-nous à l’adresse postale indiquée dans les mentions légales, en précisant l’adresse de la page, ce que vous cherchiez à faire, ainsi que votre navigateur et votre technologie d’assistance. Nous vous répondrons et, si possible, corrigerons le problème ou vous fournirons le contenu sous une autre forme.',
          },
          {
            kind: 'links',
            items: [
              { label: 'Mentions légales', href: '/support/legal', description: 'Adresse postale et informations sur l’éditeur' },
              {
                label: 'WCAG',
                href: 'https://www.w3.org/WAI/standards-guidelines/wcag/',
                description: 'Règles pour l’accessibilité des contenus Web, publiées par le W3C',
              },
            ],
          },
        ],
      },
    },
  },
]
