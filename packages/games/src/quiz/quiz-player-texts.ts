import type { LanguageCode } from '@gc/contracts/languages';

/**
 * The question games' own words around the marketer's questions (STYLE: player chrome is a tiny
 * catalogue of its own), one entry per campaign language: a new campaign language without an entry
 * fails the typecheck. `{n}`, `{total}` and `{answer}` are filled in by the Player.
 */
export type QuizPlayerTexts = {
  /** The button that opens a play. */
  start: string;
  /** Above each question, e.g. "Question 2 of 3". */
  progress: string;
  correct: string;
  incorrect: string;
  /** After a wrong answer, naming the right one. */
  correctAnswerIs: string;
  /** Marks the answer the player chose. */
  yourAnswer: string;
  /** Marks the right answer after the player chose. */
  rightAnswer: string;
  /** After an answer's feedback, to the next question. */
  continue: string;
  /** After the last answer, to the result. */
  seeResult: string;
  /** Swipe cards: the button that passes over the shown answer (a swipe left). */
  skip: string;
  /** Swipe cards: the button that chooses the shown answer (a swipe right). */
  choose: string;
  swipeHint: string;
  /** The name of an answer without text (an image answer). */
  answerN: string;
  /** Announced when every question is answered. */
  finished: string;
  /** Announced when the server could not take an answer; the player may try again. */
  failed: string;
};

export const QUIZ_PLAYER_TEXTS: Record<LanguageCode, QuizPlayerTexts> = {
  en: {
    start: 'Start',
    progress: 'Question {n} of {total}',
    correct: 'Correct!',
    incorrect: 'Incorrect',
    correctAnswerIs: 'The correct answer: {answer}',
    yourAnswer: 'Your answer',
    rightAnswer: 'Correct answer',
    continue: 'Continue',
    seeResult: 'See the result',
    skip: 'Next answer',
    choose: 'Choose this answer',
    swipeHint: 'Swipe right to choose an answer, left to see the next one.',
    answerN: 'Answer {n}',
    finished: 'All questions answered.',
    failed: 'Your answer could not be sent. Please try again.',
  },
  de: {
    start: 'Start',
    progress: 'Frage {n} von {total}',
    correct: 'Richtig!',
    incorrect: 'Falsch',
    correctAnswerIs: 'Die richtige Antwort: {answer}',
    yourAnswer: 'Deine Antwort',
    rightAnswer: 'Richtige Antwort',
    continue: 'Weiter',
    seeResult: 'Zum Ergebnis',
    skip: 'Nächste Antwort',
    choose: 'Diese Antwort wählen',
    swipeHint: 'Nach rechts wischen, um eine Antwort zu wählen, nach links für die nächste.',
    answerN: 'Antwort {n}',
    finished: 'Alle Fragen beantwortet.',
    failed: 'Deine Antwort konnte nicht gesendet werden. Bitte versuche es erneut.',
  },
  fr: {
    start: 'Commencer',
    progress: 'Question {n} sur {total}',
    correct: 'Bonne réponse !',
    incorrect: 'Mauvaise réponse',
    correctAnswerIs: 'La bonne réponse : {answer}',
    yourAnswer: 'Votre réponse',
    rightAnswer: 'Bonne réponse',
    continue: 'Continuer',
    seeResult: 'Voir le résultat',
    skip: 'Réponse suivante',
    choose: 'Choisir cette réponse',
    swipeHint: 'Glissez vers la droite pour choisir une réponse, vers la gauche pour la suivante.',
    answerN: 'Réponse {n}',
    finished: 'Toutes les questions sont répondues.',
    failed: "Votre réponse n'a pas pu être envoyée. Veuillez réessayer.",
  },
  it: {
    start: 'Inizia',
    progress: 'Domanda {n} di {total}',
    correct: 'Esatto!',
    incorrect: 'Sbagliato',
    correctAnswerIs: 'La risposta giusta: {answer}',
    yourAnswer: 'La tua risposta',
    rightAnswer: 'Risposta giusta',
    continue: 'Continua',
    seeResult: 'Vedi il risultato',
    skip: 'Risposta successiva',
    choose: 'Scegli questa risposta',
    swipeHint: 'Scorri a destra per scegliere una risposta, a sinistra per la successiva.',
    answerN: 'Risposta {n}',
    finished: 'Hai risposto a tutte le domande.',
    failed: 'Non è stato possibile inviare la risposta. Riprova.',
  },
  sr: {
    start: 'Počni',
    progress: 'Pitanje {n} od {total}',
    correct: 'Tačno!',
    incorrect: 'Netačno',
    correctAnswerIs: 'Tačan odgovor: {answer}',
    yourAnswer: 'Vaš odgovor',
    rightAnswer: 'Tačan odgovor',
    continue: 'Nastavi',
    seeResult: 'Pogledaj rezultat',
    skip: 'Sledeći odgovor',
    choose: 'Izaberi ovaj odgovor',
    swipeHint: 'Prevucite udesno da izaberete odgovor, ulevo za sledeći.',
    answerN: 'Odgovor {n}',
    finished: 'Odgovorili ste na sva pitanja.',
    failed: 'Odgovor nije poslat. Pokušajte ponovo.',
  },
  hr: {
    start: 'Započni',
    progress: 'Pitanje {n} od {total}',
    correct: 'Točno!',
    incorrect: 'Netočno',
    correctAnswerIs: 'Točan odgovor: {answer}',
    yourAnswer: 'Vaš odgovor',
    rightAnswer: 'Točan odgovor',
    continue: 'Nastavi',
    seeResult: 'Pogledaj rezultat',
    skip: 'Sljedeći odgovor',
    choose: 'Odaberi ovaj odgovor',
    swipeHint: 'Povucite udesno za odabir odgovora, ulijevo za sljedeći.',
    answerN: 'Odgovor {n}',
    finished: 'Odgovorili ste na sva pitanja.',
    failed: 'Odgovor nije poslan. Pokušajte ponovno.',
  },
  sl: {
    start: 'Začni',
    progress: 'Vprašanje {n} od {total}',
    correct: 'Pravilno!',
    incorrect: 'Napačno',
    correctAnswerIs: 'Pravilen odgovor: {answer}',
    yourAnswer: 'Vaš odgovor',
    rightAnswer: 'Pravilen odgovor',
    continue: 'Naprej',
    seeResult: 'Poglej rezultat',
    skip: 'Naslednji odgovor',
    choose: 'Izberi ta odgovor',
    swipeHint: 'Povlecite desno za izbiro odgovora, levo za naslednjega.',
    answerN: 'Odgovor {n}',
    finished: 'Odgovorili ste na vsa vprašanja.',
    failed: 'Odgovora ni bilo mogoče poslati. Poskusite znova.',
  },
  hu: {
    start: 'Kezdés',
    progress: '{n}. kérdés / {total}',
    correct: 'Helyes!',
    incorrect: 'Helytelen',
    correctAnswerIs: 'A helyes válasz: {answer}',
    yourAnswer: 'A válaszod',
    rightAnswer: 'Helyes válasz',
    continue: 'Tovább',
    seeResult: 'Az eredmény',
    skip: 'Következő válasz',
    choose: 'Ezt választom',
    swipeHint: 'Húzd jobbra a válasz kiválasztásához, balra a következőhöz.',
    answerN: '{n}. válasz',
    finished: 'Minden kérdésre válaszoltál.',
    failed: 'A válaszod nem sikerült elküldeni. Próbáld újra.',
  },
  ro: {
    start: 'Începe',
    progress: 'Întrebarea {n} din {total}',
    correct: 'Corect!',
    incorrect: 'Greșit',
    correctAnswerIs: 'Răspunsul corect: {answer}',
    yourAnswer: 'Răspunsul tău',
    rightAnswer: 'Răspuns corect',
    continue: 'Continuă',
    seeResult: 'Vezi rezultatul',
    skip: 'Răspunsul următor',
    choose: 'Alege acest răspuns',
    swipeHint: 'Glisează la dreapta pentru a alege un răspuns, la stânga pentru următorul.',
    answerN: 'Răspunsul {n}',
    finished: 'Ai răspuns la toate întrebările.',
    failed: 'Răspunsul nu a putut fi trimis. Încearcă din nou.',
  },
  cs: {
    start: 'Začít',
    progress: 'Otázka {n} z {total}',
    correct: 'Správně!',
    incorrect: 'Špatně',
    correctAnswerIs: 'Správná odpověď: {answer}',
    yourAnswer: 'Vaše odpověď',
    rightAnswer: 'Správná odpověď',
    continue: 'Pokračovat',
    seeResult: 'Zobrazit výsledek',
    skip: 'Další odpověď',
    choose: 'Vybrat tuto odpověď',
    swipeHint: 'Přejeďte doprava pro výběr odpovědi, doleva pro další.',
    answerN: 'Odpověď {n}',
    finished: 'Odpověděli jste na všechny otázky.',
    failed: 'Odpověď se nepodařilo odeslat. Zkuste to znovu.',
  },
  sk: {
    start: 'Začať',
    progress: 'Otázka {n} z {total}',
    correct: 'Správne!',
    incorrect: 'Nesprávne',
    correctAnswerIs: 'Správna odpoveď: {answer}',
    yourAnswer: 'Vaša odpoveď',
    rightAnswer: 'Správna odpoveď',
    continue: 'Pokračovať',
    seeResult: 'Zobraziť výsledok',
    skip: 'Ďalšia odpoveď',
    choose: 'Vybrať túto odpoveď',
    swipeHint: 'Potiahnite doprava pre výber odpovede, doľava pre ďalšiu.',
    answerN: 'Odpoveď {n}',
    finished: 'Odpovedali ste na všetky otázky.',
    failed: 'Odpoveď sa nepodarilo odoslať. Skúste to znova.',
  },
  pl: {
    start: 'Zacznij',
    progress: 'Pytanie {n} z {total}',
    correct: 'Dobrze!',
    incorrect: 'Źle',
    correctAnswerIs: 'Prawidłowa odpowiedź: {answer}',
    yourAnswer: 'Twoja odpowiedź',
    rightAnswer: 'Prawidłowa odpowiedź',
    continue: 'Dalej',
    seeResult: 'Zobacz wynik',
    skip: 'Następna odpowiedź',
    choose: 'Wybierz tę odpowiedź',
    swipeHint: 'Przesuń w prawo, aby wybrać odpowiedź, w lewo, aby zobaczyć następną.',
    answerN: 'Odpowiedź {n}',
    finished: 'Odpowiedziano na wszystkie pytania.',
    failed: 'Nie udało się wysłać odpowiedzi. Spróbuj ponownie.',
  },
  nl: {
    start: 'Start',
    progress: 'Vraag {n} van {total}',
    correct: 'Goed!',
    incorrect: 'Fout',
    correctAnswerIs: 'Het juiste antwoord: {answer}',
    yourAnswer: 'Jouw antwoord',
    rightAnswer: 'Juiste antwoord',
    continue: 'Verder',
    seeResult: 'Bekijk het resultaat',
    skip: 'Volgend antwoord',
    choose: 'Kies dit antwoord',
    swipeHint: 'Veeg naar rechts om een antwoord te kiezen, naar links voor het volgende.',
    answerN: 'Antwoord {n}',
    finished: 'Alle vragen beantwoord.',
    failed: 'Je antwoord kon niet worden verstuurd. Probeer het opnieuw.',
  },
  es: {
    start: 'Empezar',
    progress: 'Pregunta {n} de {total}',
    correct: '¡Correcto!',
    incorrect: 'Incorrecto',
    correctAnswerIs: 'La respuesta correcta: {answer}',
    yourAnswer: 'Tu respuesta',
    rightAnswer: 'Respuesta correcta',
    continue: 'Continuar',
    seeResult: 'Ver el resultado',
    skip: 'Siguiente respuesta',
    choose: 'Elegir esta respuesta',
    swipeHint: 'Desliza a la derecha para elegir una respuesta, a la izquierda para ver la siguiente.',
    answerN: 'Respuesta {n}',
    finished: 'Has respondido todas las preguntas.',
    failed: 'No se pudo enviar tu respuesta. Inténtalo de nuevo.',
  },
  pt: {
    start: 'Começar',
    progress: 'Pergunta {n} de {total}',
    correct: 'Correto!',
    incorrect: 'Incorreto',
    correctAnswerIs: 'A resposta correta: {answer}',
    yourAnswer: 'A sua resposta',
    rightAnswer: 'Resposta correta',
    continue: 'Continuar',
    seeResult: 'Ver o resultado',
    skip: 'Resposta seguinte',
    choose: 'Escolher esta resposta',
    swipeHint: 'Deslize para a direita para escolher uma resposta, para a esquerda para ver a seguinte.',
    answerN: 'Resposta {n}',
    finished: 'Respondeu a todas as perguntas.',
    failed: 'Não foi possível enviar a resposta. Tente novamente.',
  },
  bg: {
    start: 'Започни',
    progress: 'Въпрос {n} от {total}',
    correct: 'Вярно!',
    incorrect: 'Грешно',
    correctAnswerIs: 'Верният отговор: {answer}',
    yourAnswer: 'Вашият отговор',
    rightAnswer: 'Верен отговор',
    continue: 'Напред',
    seeResult: 'Вижте резултата',
    skip: 'Следващ отговор',
    choose: 'Изберете този отговор',
    swipeHint: 'Плъзнете надясно, за да изберете отговор, наляво за следващия.',
    answerN: 'Отговор {n}',
    finished: 'Отговорихте на всички въпроси.',
    failed: 'Отговорът не можа да бъде изпратен. Опитайте отново.',
  },
};

/** The texts in the player's language, else the campaign's fallback language, else English. */
export function quizPlayerTexts(language: string, fallbackLanguage: string): QuizPlayerTexts {
  const catalogue = QUIZ_PLAYER_TEXTS as Record<string, QuizPlayerTexts>;
  return (
    (Object.hasOwn(catalogue, language) && catalogue[language]) ||
    (Object.hasOwn(catalogue, fallbackLanguage) && catalogue[fallbackLanguage]) ||
    QUIZ_PLAYER_TEXTS.en
  );
}
