import type { BaseTranslation } from '../i18n-types'

const en: BaseTranslation = {
  site: {
    institution: 'National Library',
    project: 'Digital Collections',
    logoAlt: '{institution:string} – {project:string}',
    documentTitle: '{page:string} | {project:string}',
    description:
      'Search and read digitised newspapers, serials, books, manuscripts and posters from the National Library, free of charge.',
  },
  skipLinks: {
    label: 'Skip links',
    content: 'Skip to content',
    search: 'Skip to search',
    footer: 'Skip to footer',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    search: 'Search',
    periodicals: 'Periodicals',
    books: 'Books',
    manuscripts: 'Manuscripts',
    posters: 'Posters',
    collections: 'Collections',
    staffPicks: 'Staff picks',
    externalLinks: 'External links',
    menu: 'Menu',
    openMenu: 'Open the menu',
  },
  language: {
    label: 'Language',
    current: 'Current language: {language:string}',
  },
  link: {
    newTab: '(opens in a new tab)',
  },
  searchBox: {
    label: 'Search the collections',
    placeholder: 'Names, places, events…',
    submit: 'Search',
  },
  footer: {
    label: 'Footer',
    aboutHeading: 'The library',
    about: 'About',
    legal: 'Legal notice',
    project: 'Digitisation project',
    sitemap: 'Sitemap',
    help: 'Search help',
    accessibility: 'Accessibility',
    externalLinks: 'External links',
    socialHeading: 'Follow us',
    socialLink: '{network:string}',
    rights: 'Digitised public-domain material, free to reuse with attribution.',
  },
  empty: {
    noDataYet:
      'No documents have been imported into this library yet. As soon as the first collection is loaded, it will appear here.',
  },
  pages: {
    home: {
      title: 'Home',
      heading: 'Centuries of print, one search away',
      intro:
        'Newspapers, serials, books, manuscripts and posters from the National Library, digitised and searchable word by word.',
      featuredHeading: 'Featured periodicals',
      newsHeading: 'News',
      newsEmpty: 'There is no news yet.',
      staffPicksHeading: 'Staff picks',
      staffPicksEmpty: 'Our librarians have not published any picks yet.',
      imageModeHeading: 'Postcards, literature and reference images',
      imageModeText:
        'Image-based collections such as postcards, literary papers and reference material are presented on our separate image site.',
      imageModeLink: 'Visit the image site',
      browseHeading: 'Browse the collections',
    },
    search: {
      title: 'Search',
      heading: 'Advanced search',
      intro:
        'Search the full text of digitised newspapers, serials, books, manuscripts and posters. Every search is a link you can bookmark and share.',
      helpLink: 'How to search',
      resultsHeading: 'Results',
      noIndex:
        'The search index is empty: no documents have been imported yet, so no search can find anything at the moment.',
    },
    periodicals: {
      title: 'Periodicals',
      intro:
        'Newspapers and serials, with the history of each title and a calendar of its issues (also called fascicules).',
    },
    periodical: {
      title: 'Periodical',
    },
    books: {
      title: 'Books',
      intro: 'Digitised monographs, from early printed books to born-digital publications.',
    },
    manuscripts: {
      title: 'Manuscripts',
      intro: 'Handwritten documents: letters, diaries, registers and literary manuscripts.',
    },
    posters: {
      title: 'Posters',
      intro: 'Posters and broadsides announcing events, elections, performances and public notices.',
    },
    collections: {
      title: 'Collections',
      intro: 'All digitised collections of the National Library, grouped by kind of document.',
      periodicalsText: 'Newspapers and serials, issue by issue.',
      booksText: 'Monographs, including born-digital books.',
      manuscriptsText: 'Letters, diaries, registers and literary papers.',
      postersText: 'Posters and broadsides.',
      imagesText: 'Postcards, literature and reference images on our separate image site.',
    },
    staffPicks: {
      title: 'Staff picks',
      intro: 'Documents our librarians chose to tell a story from the collections.',
      published: 'Published {date:string}',
      explore: 'Explore it in the collections',
      all: 'All staff picks',
    },
    staffPick: {
      title: 'Staff pick',
    },
    externalLinks: {
      title: 'External links',
      intro: 'Other portals and standards that help you find and reuse digitised heritage.',
      imageSite: 'Our image site: postcards, literature and reference material',
      europeana: 'Europeana: Europe’s digital cultural heritage',
      chroniclingAmerica: 'Chronicling America: historic American newspapers',
      iiif: 'IIIF: the International Image Interoperability Framework',
      alto: 'ALTO: the standard for OCR text and layout',
      mets: 'METS: the standard for digital object packaging',
    },
    menu: {
      title: 'Menu',
      intro: 'Every section of the site.',
      sectionsHeading: 'Sections',
      supportHeading: 'Information',
    },
    sitemap: {
      title: 'Sitemap',
      intro: 'Every page of the site, in this language.',
    },
    editorial: {
      updated: 'Last updated: {date:string}',
    },
  },
  errors: {
    title: 'An error occured',
    codes: {
      '400': 'The request could not be understood.',
      '403': 'You are not allowed to see this page.',
      '404': 'The requested resource was not found',
      '500': 'The server ran into a problem. Please try again later.',
      '503': 'The service is temporarily unavailable. Please try again in a moment.',
      generic: 'An unexpected error occured.',
    },
    statusLabel: 'Error {status:number}',
    actions: {
      home: 'Back to the home page',
      back: 'Previous page',
      more_details: 'More details',
    },
    details: {
      heading: 'Error details',
      name: 'Name',
      value: 'Value',
      close: 'Close',
    },
  },
  library: {
    statisticsHeading: 'The collections in figures',
    totalPages: 'pages',
    totalArticles: 'articles',
    totalDocuments: 'documents',
    totalPeriodicals: 'periodicals',
    updated: 'Updated {date:string}',
    issueCount: '{count:number|num} {{issue|issues}}',
    pageCount: '{count:number|num} {{page|pages}}',
    period: '{from:string}–{to:string}',
    types: {
      newspaper: 'Newspaper',
      serial: 'Serial',
      book: 'Book',
      manuscript: 'Manuscript',
      poster: 'Poster',
      postcard: 'Postcard',
    },
    bornDigital: 'born digital',
    byAuthors: 'by {authors:string}',
    listLabel: '{count:number|num} {{title|titles}}',
    searchIndexed:
      '{units:number|num} articles and other texts from {documents:number|num} documents are in the index. Full-text search with filters, sorting and export is being connected to it.',
  },
  periodical: {
    titles: 'Titles',
    earlierTitles: 'Earlier titles',
    laterTitles: 'Later titles',
    publishers: 'Publishers',
    printers: 'Printers',
    publicationPeriod: 'Publication period',
    issn: 'ISSN',
    availableIssues: 'Available issues',
    languages: 'Languages',
    description: 'Description',
    accessInformation: 'Access information',
    accessDefault: 'Free access to all digitised issues, which are in the public domain.',
    permalink: 'Permanent link',
    record: 'Bibliographic record',
    notRecorded: 'Not recorded',
  },
  filters: {
    close: 'Close filters',
  },
}

export default en
