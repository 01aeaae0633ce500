import type { Translation } from '../i18n-types'

const de: Translation = {
  site: {
    institution: 'Nationalbibliothek',
    project: 'Digitale Sammlungen',
    logoAlt: '{institution} – {project}',
    documentTitle: '{page} | {project}',
    description:
      'Digitalisierte Zeitungen, Zeitschriften, Bücher, Handschriften und Plakate der Nationalbibliothek kostenlos durchsuchen und lesen.',
  },
  skipLinks: {
    label: 'Sprunglinks',
    content: 'Zum Inhalt springen',
    search: 'Zur Suche springen',
    footer: 'Zur Fußzeile springen',
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Startseite',
    search: 'Suche',
    periodicals: 'Periodika',
    books: 'Bücher',
    manuscripts: 'Handschriften',
    posters: 'Plakate',
    collections: 'Sammlungen',
    staffPicks: 'Fundstücke',
    externalLinks: 'Externe Links',
    menu: 'Menü',
    openMenu: 'Menü öffnen',
  },
  language: {
    label: 'Sprache',
    current: 'Aktuelle Sprache: {language}',
  },
  link: {
    newTab: '(öffnet in einem neuen Tab)',
  },
  searchBox: {
    label: 'Die Sammlungen durchsuchen',
    placeholder: 'Namen, Orte, Ereignisse…',
    submit: 'Suchen',
  },
  footer: {
    label: 'Fußzeile',
    aboutHeading: 'Die Bibliothek',
    about: 'Über uns',
    legal: 'Impressum',
    project: 'Digitalisierungsprojekt',
    sitemap: 'Sitemap',
    help: 'Suchhilfe',
    accessibility: 'Barrierefreiheit',
    externalLinks: 'Externe Links',
    socialHeading: 'Folgen Sie uns',
    socialLink: '{network}',
    rights: 'Digitalisierte gemeinfreie Werke, frei nachnutzbar mit Quellenangabe.',
  },
  empty: {
    noDataYet:
      'In diese Bibliothek wurden noch keine Dokumente importiert. Sobald die erste Sammlung geladen ist, erscheint sie hier.',
  },
  pages: {
    home: {
      title: 'Startseite',
      heading: 'Jahrhunderte Gedrucktes, nur eine Suche entfernt',
      intro:
        'Zeitungen, Zeitschriften, Bücher, Handschriften und Plakate der Nationalbibliothek, digitalisiert und Wort für Wort durchsuchbar.',
      featuredHeading: 'Ausgewählte Periodika',
      newsHeading: 'Neuigkeiten',
      newsEmpty: 'Es gibt noch keine Neuigkeiten.',
      staffPicksHeading: 'Fundstücke',
      staffPicksEmpty: 'Unsere Bibliothekarinnen und Bibliothekare haben noch keine Fundstücke veröffentlicht.',
      imageModeHeading: 'Postkarten, Literatur und Referenzbilder',
      imageModeText:
        'Bildbasierte Sammlungen wie Postkarten, literarische Nachlässe und Referenzmaterial zeigen wir auf unserer eigenen Bildwebsite.',
      imageModeLink: 'Zur Bildwebsite',
      browseHeading: 'Die Sammlungen entdecken',
    },
    search: {
      title: 'Suche',
      heading: 'Erweiterte Suche',
      intro:
        'Durchsuchen Sie den Volltext digitalisierter Zeitungen, Zeitschriften, Bücher, Handschriften und Plakate. Jede Suche ist ein Link, den Sie speichern und teilen können.',
      helpLink: 'So suchen Sie',
      resultsHeading: 'Ergebnisse',
      noIndex:
        'Der Suchindex ist leer: Es wurden noch keine Dokumente importiert, daher kann eine Suche derzeit nichts finden.',
    },
    periodicals: {
      title: 'Periodika',
      intro:
        'Zeitungen und Zeitschriften mit der Geschichte jedes Titels und einem Kalender seiner Ausgaben (auch Faszikel genannt).',
    },
    periodical: {
      title: 'Periodikum',
    },
    books: {
      title: 'Bücher',
      intro: 'Digitalisierte Monografien, von frühen Drucken bis zu digital entstandenen Publikationen.',
    },
    manuscripts: {
      title: 'Handschriften',
      intro: 'Handschriftliche Dokumente: Briefe, Tagebücher, Register und literarische Manuskripte.',
    },
    posters: {
      title: 'Plakate',
      intro: 'Plakate und Einblattdrucke zu Veranstaltungen, Wahlen, Aufführungen und amtlichen Bekanntmachungen.',
    },
    collections: {
      title: 'Sammlungen',
      intro: 'Alle digitalisierten Sammlungen der Nationalbibliothek, nach Dokumentart geordnet.',
      periodicalsText: 'Zeitungen und Zeitschriften, Ausgabe für Ausgabe.',
      booksText: 'Monografien, auch digital entstandene Bücher.',
      manuscriptsText: 'Briefe, Tagebücher, Register und literarische Nachlässe.',
      postersText: 'Plakate und Einblattdrucke.',
      imagesText: 'Postkarten, Literatur und Referenzbilder auf unserer eigenen Bildwebsite.',
    },
    staffPicks: {
      title: 'Fundstücke',
      intro: 'Dokumente, die unsere Bibliothekarinnen und Bibliothekare ausgewählt haben, um eine Geschichte aus den Sammlungen zu erzählen.',
      published: 'Veröffentlicht am {date}',
      explore: 'In den Sammlungen entdecken',
      all: 'Alle Fundstücke',
    },
    staffPick: {
      title: 'Fundstück',
    },
    externalLinks: {
      title: 'Externe Links',
      intro: 'Weitere Portale und Standards, die beim Finden und Nachnutzen digitalisierten Kulturerbes helfen.',
      imageSite: 'Unsere Bildwebsite: Postkarten, Literatur und Referenzmaterial',
      europeana: 'Europeana: Europas digitales Kulturerbe',
      chroniclingAmerica: 'Chronicling America: historische amerikanische Zeitungen',
      iiif: 'IIIF: das International Image Interoperability Framework',
      alto: 'ALTO: der Standard für OCR-Text und Layout',
      mets: 'METS: der Standard für die Paketierung digitaler Objekte',
    },
    menu: {
      title: 'Menü',
      intro: 'Alle Bereiche der Website.',
      sectionsHeading: 'Bereiche',
      supportHeading: 'Informationen',
    },
    sitemap: {
      title: 'Sitemap',
      intro: 'Alle Seiten der Website in dieser Sprache.',
    },
    editorial: {
      updated: 'Zuletzt aktualisiert: {date}',
    },
  },
  errors: {
    title: 'Ein Fehler ist aufgetreten',
    codes: {
      '400': 'Die Anfrage konnte nicht verstanden werden.',
      '403': 'Sie dürfen diese Seite nicht aufrufen.',
      '404': 'Die angeforderte Ressource wurde nicht gefunden',
      '500': 'Auf dem Server ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
      '503': 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
      generic: 'Ein unerwarteter Fehler ist aufgetreten.',
    },
    statusLabel: 'Fehler {status}',
    actions: {
      home: 'Zurück zur Startseite',
      back: 'Vorherige Seite',
      more_details: 'Weitere Details',
    },
    details: {
      heading: 'Fehlerdetails',
      name: 'Name',
      value: 'Wert',
      close: 'Schließen',
    },
  },
  library: {
    statisticsHeading: 'Die Sammlungen in Zahlen',
    totalPages: 'Seiten',
    totalArticles: 'Artikel',
    totalDocuments: 'Dokumente',
    totalPeriodicals: 'Periodika',
    updated: 'Aktualisiert am {date}',
    issueCount: '{count|num} {{Ausgabe|Ausgaben}}',
    pageCount: '{count|num} {{Seite|Seiten}}',
    period: '{from}–{to}',
    types: {
      newspaper: 'Zeitung',
      serial: 'Zeitschrift',
      book: 'Buch',
      manuscript: 'Handschrift',
      poster: 'Plakat',
      postcard: 'Postkarte',
    },
    bornDigital: 'digital entstanden',
    byAuthors: 'von {authors}',
    listLabel: '{count|num} {{Titel|Titel}}',
    searchIndexed:
      '{units|num} Artikel und andere Texte aus {documents|num} Dokumenten sind im Index. Die Volltextsuche mit Filtern, Sortierung und Export wird gerade daran angebunden.',
  },
  periodical: {
    titles: 'Titel',
    earlierTitles: 'Frühere Titel',
    laterTitles: 'Spätere Titel',
    publishers: 'Verlage',
    printers: 'Druckereien',
    publicationPeriod: 'Erscheinungszeitraum',
    issn: 'ISSN',
    availableIssues: 'Verfügbare Ausgaben',
    languages: 'Sprachen',
    description: 'Beschreibung',
    accessInformation: 'Zugang',
    accessDefault: 'Freier Zugang zu allen digitalisierten Ausgaben, die gemeinfrei sind.',
    permalink: 'Permanenter Link',
    record: 'Bibliografischer Datensatz',
    notRecorded: 'Nicht erfasst',
  },
  filters: {
    close: 'Filter schließen',
  },
}

export default de
