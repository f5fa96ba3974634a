// Words that carry no topic, in English, isiZulu, Sesotho and Afrikaans: left out of the question's
// topic words and of the index (see learner-words.ts). Comments group them.

// Words separated by spaces, a few lines per group (the list is data, not code).
const GROUPS = [
  // English
  'a about after all am an and any anything are as at be been but by can could did do does doing done else for',
  'from get gets got had has have help here hey hi how i if im in into is it its just know like me mine must my',
  'need needs no not now of ok okay on or our please pls plz says say should so some still tell than that the',
  'their them then there they this to u up us use using very want was way we were what whats which while who why',
  'will with would yes you your ya eish yoh sharp bra tjo ne hle mos really much many thing things stuff guys',
  'kusasa dont cant ive where when',
  // fillers that carry no topic ("how do i actually apply", "what can i look at", "3 days ago")
  'actually already yo hello howzit sawubona dumela molo heita hallo hasnt havent isnt wasnt didnt doesnt wont',
  'later myself basically kinda sort ago look between wanna gonna yet',
  // what someone keeps saying is no topic ("my teacher keeps saying ...", "what even is it")
  'even keep keeps kept saying',
  // question words as texted
  'hw wht wats watz',
  // isiZulu function words
  'ngicela ngifuna ukuthi yini kanjani ngiyabonga mina wena futhi kodwa uma ngoba ngabe angazi ungichazele',
  'ungisize sicela sawubona yebo cha ngiyacela manje ngingathola',
  // Sesotho and Setswana function words ("ke kopa ho tseba": please, I want to know)
  'batla gore itse go',
  // isiXhosa function words ("ndicela ukwazi": please, I want to know)
  'ndicela ndifuna ukwazi ke kopa ho tseba hore na eng jwang keng nna',
  // Afrikaans function words
  'doen ek het n die dit wat hoe vir by asseblief kan jy is en of nie wil hê he moet van op met te om ons',
];

export const STOP_WORDS = new Set(GROUPS.flatMap((group) => group.split(' ')));
