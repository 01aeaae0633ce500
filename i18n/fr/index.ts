import type { Translation } from '../i18n-types'

const fr: Translation = {
  site: {
    institution: 'Bibliothèque nationale',
    project: 'Collections numériques',
    logoAlt: '{institution} – {project}',
    documentTitle: '{page} | {project}',
    description:
      'Rechercher et lire gratuitement les journaux, revues, livres, manuscrits et affiches numérisés de la Bibliothèque nationale.',
  },
  skipLinks: {
    label: 'Liens d’évitement',
    content: 'Aller au contenu',
    search: 'Aller à la recherche',
    footer: 'Aller au pied de page',
  },
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    search: 'Recherche',
    periodicals: 'Périodiques',
    books: 'Livres',
    manuscripts: 'Manuscrits',
    posters: 'Affiches',
    collections: 'Collections',
    staffPicks: 'Coups de cœur',
    externalLinks: 'Liens externes',
    menu: 'Menu',
    openMenu: 'Ouvrir le menu',
  },
  language: {
    label: 'Langue',
    current: 'Langue actuelle : {language}',
  },
  link: {
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  searchBox: {
    label: 'Rechercher dans les collections',
    placeholder: 'Noms, lieux, événements…',
    submit: 'Rechercher',
  },
  footer: {
    label: 'Pied de page',
    aboutHeading: 'La bibliothèque',
    about: 'À propos',
    legal: 'Mentions légales',
    project: 'Projet de numérisation',
    sitemap: 'Plan du site',
    help: 'Aide à la recherche',
    accessibility: 'Accessibilité',
    externalLinks: 'Liens externes',
    socialHeading: 'Suivez-nous',
    socialLink: '{network}',
    rights: 'Documents numérisés du domaine public, réutilisables librement avec mention de la source.',
  },
  empty: {
    noDataYet:
      'Aucun document n’a encore été importé dans cette bibliothèque. Dès que la première collection sera chargée, elle apparaîtra ici.',
  },
  pages: {
    home: {
      title: 'Accueil',
      heading: 'Des siècles d’imprimés, à portée de recherche',
      intro:
        'Journaux, revues, livres, manuscrits et affiches de la Bibliothèque nationale, numérisés et consultables mot à mot.',
      featuredHeading: 'Périodiques à la une',
      newsHeading: 'Actualités',
      newsEmpty: 'Il n’y a pas encore d’actualités.',
      staffPicksHeading: 'Coups de cœur',
      staffPicksEmpty: 'Nos bibliothécaires n’ont pas encore publié de coups de cœur.',
      imageModeHeading: 'Cartes postales, littérature et images de référence',
      imageModeText:
        'Les collections d’images, comme les cartes postales, les fonds littéraires et les documents de référence, sont présentées sur notre site d’images distinct.',
      imageModeLink: 'Visiter le site d’images',
      browseHeading: 'Parcourir les collections',
    },
    search: {
      title: 'Recherche',
      heading: 'Recherche avancée',
      intro:
        'Recherchez dans le texte intégral des journaux, revues, livres, manuscrits et affiches numérisés. Chaque recherche est un lien que vous pouvez garder en favori et partager.',
      helpLink: 'Comment rechercher',
      resultsHeading: 'Résultats',
      noIndex:
        'L’index de recherche est vide : aucun document n’a encore été importé, une recherche ne peut donc rien trouver pour l’instant.',
    },
    periodicals: {
      title: 'Périodiques',
      intro:
        'Journaux et revues, avec l’historique de chaque titre et un calendrier de ses numéros (aussi appelés fascicules).',
    },
    periodical: {
      title: 'Périodique',
    },
    books: {
      title: 'Livres',
      intro: 'Monographies numérisées, des premiers imprimés aux publications nativement numériques.',
    },
    manuscripts: {
      title: 'Manuscrits',
      intro: 'Documents manuscrits : lettres, journaux intimes, registres et manuscrits littéraires.',
    },
    posters: {
      title: 'Affiches',
      intro: 'Affiches et placards annonçant des événements, des élections, des spectacles et des avis officiels.',
    },
    collections: {
      title: 'Collections',
      intro: 'Toutes les collections numérisées de la Bibliothèque nationale, classées par type de document.',
      periodicalsText: 'Journaux et revues, numéro par numéro.',
      booksText: 'Monographies, y compris les livres nativement numériques.',
      manuscriptsText: 'Lettres, journaux intimes, registres et fonds littéraires.',
      postersText: 'Affiches et placards.',
      imagesText: 'Cartes postales, littérature et images de référence sur notre site d’images distinct.',
    },
    staffPicks: {
      title: 'Coups de cœur',
      intro: 'Des documents choisis par nos bibliothécaires pour raconter une histoire tirée des collections.',
      published: 'Publié le {date}',
      explore: 'À découvrir dans les collections',
      all: 'Tous les coups de cœur',
    },
    staffPick: {
      title: 'Coup de cœur',
    },
    externalLinks: {
      title: 'Liens externes',
      intro: 'D’autres portails et standards pour trouver et réutiliser le patrimoine numérisé.',
      imageSite: 'Notre site d’images : cartes postales, littérature et documents de référence',
      europeana: 'Europeana : le patrimoine culturel numérique de l’Europe',
      chroniclingAmerica: 'Chronicling America : journaux américains historiques',
      iiif: 'IIIF : l’International Image Interoperability Framework',
      alto: 'ALTO : le standard pour le texte OCR et sa mise en page',
      mets: 'METS : le standard d’encapsulation des objets numériques',
    },
    menu: {
      title: 'Menu',
      intro: 'Toutes les rubriques du site.',
      sectionsHeading: 'Rubriques',
      supportHeading: 'Informations',
    },
    sitemap: {
      title: 'Plan du site',
      intro: 'Toutes les pages du site, dans cette langue.',
    },
    editorial: {
      updated: 'Dernière mise à jour : {date}',
    },
  },
  errors: {
    title: "Une erreur s'est produite",
    codes: {
      '400': 'La requête n’a pas pu être comprise.',
      '403': 'Vous n’êtes pas autorisé à consulter cette page.',
      '404': 'La page demandée n’existe pas',
      '500': 'Le serveur a rencontré un problème. Veuillez réessayer plus tard.',
      '503': 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
      generic: 'Une erreur inattendue s’est produite.',
    },
    statusLabel: 'Erreur {status}',
    actions: {
      home: 'Retour à l’accueil',
      back: 'Page précédente',
      more_details: 'Plus de détails',
    },
    details: {
      heading: 'Détails de l’erreur',
      name: 'Nom',
      value: 'Valeur',
      close: 'Fermer',
    },
  },
  library: {
    statisticsHeading: 'Les collections en chiffres',
    totalPages: 'pages',
    totalArticles: 'articles',
    totalDocuments: 'documents',
    totalPeriodicals: 'périodiques',
    updated: 'Mis à jour le {date}',
    issueCount: '{count|num} {{numéro|numéros}}',
    pageCount: '{count|num} {{page|pages}}',
    period: '{from}–{to}',
    types: {
      newspaper: 'Journal',
      serial: 'Revue',
      book: 'Livre',
      manuscript: 'Manuscrit',
      poster: 'Affiche',
      postcard: 'Carte postale',
    },
    bornDigital: 'nativement numérique',
    byAuthors: 'par {authors}',
    listLabel: '{count|num} {{titre|titres}}',
    searchIndexed:
      '{units|num} articles et autres textes issus de {documents|num} documents sont dans l’index. La recherche plein texte avec filtres, tri et export y est en cours de raccordement.',
  },
  periodical: {
    titles: 'Titres',
    earlierTitles: 'Titres précédents',
    laterTitles: 'Titres suivants',
    publishers: 'Éditeurs',
    printers: 'Imprimeurs',
    publicationPeriod: 'Période de publication',
    issn: 'ISSN',
    availableIssues: 'Numéros disponibles',
    languages: 'Langues',
    description: 'Description',
    accessInformation: 'Conditions d’accès',
    accessDefault: 'Accès libre à tous les numéros numérisés, qui sont dans le domaine public.',
    permalink: 'Lien permanent',
    record: 'Notice bibliographique',
    notRecorded: 'Non renseigné',
  },
  filters: {
    close: 'Fermer les filtres',
  },
}

export default fr
