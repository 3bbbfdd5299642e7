import type { Topic } from './concept-topic-types';

/** A learning book about the weather: sun, rain, snow, wind, clouds, storm, rainbow, fog. */
export const WEATHER: Topic = {
  id: 'weather',
  words:
    /\b(weather|météo|temps qu.il fait|rain|snow|wind|clouds?|storms?|pluie|neige|vent|nuages?|orages?)\b/i,
  ideas: [
    [
      [
        'Sun: it warms us and lights up the day.',
        'Le soleil : il nous réchauffe et éclaire la journée.',
        'sun',
      ],
      [
        'Sun again: {name} puts on a hat on a sunny day.',
        'Encore le soleil : {name} met un chapeau quand il fait beau.',
        'sun-with-face',
      ],
      [
        'Sunshine, the puddles dry up one by one.',
        'Soleil, les flaques sèchent une à une.',
        'sun-behind-cloud',
      ],
    ],
    [
      [
        'Rain: drops fall from the clouds and make puddles.',
        'La pluie : des gouttes tombent des nuages et font des flaques.',
        'cloud-with-rain',
      ],
      [
        'Rain again: {name} opens an umbrella to stay dry.',
        'Encore la pluie : {name} ouvre un parapluie pour rester au sec.',
        'umbrella-with-rain-drops',
      ],
      [
        'Raindrops, one by one, help the flowers grow.',
        'Gouttes de pluie, une à une, elles font pousser les fleurs.',
        'droplet',
      ],
    ],
    [
      [
        'Snow: soft white flakes fall when it is very cold.',
        'La neige : de doux flocons blancs tombent quand il fait très froid.',
        'snowflake',
      ],
      [
        'Snow again: {name} builds a snowman with a carrot nose.',
        'Encore la neige : {name} fait un bonhomme de neige au nez de carotte.',
        'snowman',
      ],
      [
        'Snowflakes, no two of them are the same.',
        'Flocons, il n’y en a pas deux pareils.',
        'cloud-with-snow',
      ],
    ],
    [
      [
        'Wind: we cannot see it, but we see what it moves.',
        'Le vent : on ne le voit pas, mais on voit ce qu’il fait bouger.',
        'wind-face',
      ],
      [
        'Wind again: it lifts {name}’s kite high in the sky.',
        'Encore le vent : il emporte le cerf-volant de {name} très haut.',
        'kite',
      ],
      [
        'Windy days, the leaves dance and twirl.',
        'Jours de vent, les feuilles dansent et tourbillonnent.',
        'leaf-fluttering-in-wind',
      ],
    ],
    [
      [
        'Clouds: they float in the sky, white or grey.',
        'Les nuages : ils flottent dans le ciel, blancs ou gris.',
        'cloud',
      ],
      [
        'Clouds again: {name} sees a rabbit in one of them.',
        'Encore les nuages : {name} voit un lapin dans l’un d’eux.',
        'sun-behind-large-cloud',
      ],
    ],
    [
      [
        'Storm: thunder rumbles and lightning flashes.',
        'L’orage : le tonnerre gronde et les éclairs brillent.',
        'cloud-with-lightning-and-rain',
      ],
      [
        'Storm again: {name} counts from the flash to the rumble, safe inside.',
        'Encore l’orage : bien à l’abri, {name} compte de l’éclair au tonnerre.',
        'cloud-with-lightning',
      ],
    ],
    [
      [
        'Rainbow: sun and rain together paint the sky.',
        'L’arc-en-ciel : le soleil et la pluie peignent le ciel ensemble.',
        'rainbow',
      ],
      [
        'Rainbow colours, {name} counts seven of them.',
        'Couleurs de l’arc-en-ciel, {name} en compte sept.',
        'rainbow',
      ],
    ],
    [
      [
        'Fog: a cloud comes down to the ground and hides everything.',
        'Le brouillard : un nuage descend jusqu’au sol et cache tout.',
        'fog',
      ],
      [
        'Cold and warm: {name} wears a scarf in winter and shorts in summer.',
        'Froid et chaud : {name} met une écharpe en hiver et un short en été.',
        'thermometer',
      ],
    ],
  ],
};
