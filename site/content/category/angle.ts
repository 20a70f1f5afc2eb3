import { angle } from "../../catalog/pages/popular.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: angle,
    about: [
      "A plane angle measures the amount of turn between two lines that meet at a point. The SI unit is the radian (rad): the angle at the center of a circle that cuts off an arc as long as the radius. A radian is a ratio of two lengths, so it is dimensionless, and a full circle, whose circumference is 2π times its radius, is 2π rad. One radian is {{1 rad deg}} degrees, and one degree is π/180 rad, that is {{1 deg rad}} rad.",
      "The degree divides a full turn into 360 parts ({{1 turn deg}}° per turn). Each degree has {{1 deg arcmin}} minutes of arc (′), and each minute {{1 arcmin arcsec}} seconds of arc (″), so a degree is {{1 deg arcsec}} arcseconds. Minutes and seconds of arc are used for latitude and longitude, in astronomy and in surveying and optics. The gradian, also called the gon or grad, divides a turn into {{1 turn grad}} parts, so a right angle is {{90 deg grad}} gradians; it is used in surveying, mainly in continental Europe.",
      "The turn (one revolution, {{1 turn rad}} rad) is the natural unit for rotating machinery and for rotation counts. All the factors on this page follow from the exact relation 1 turn = 2π rad = 360° = 400 gon; because π is irrational, any conversion between radians and the other units has an endless decimal expansion, and the converter shows it to six decimals or in scientific notation.",
    ],
    conversions: [
      { from: "deg", to: "rad", values: [1, 30, 45, 60, 90, 180] },
      { from: "rad", to: "deg", values: [0.1, 0.5, 1, 2, 3, 6] },
      { from: "grad", to: "deg", values: [1, 10, 50, 100, 200, 400] },
      { from: "turn", to: "deg", values: [0.25, 0.5, 1, 1.5, 2, 10] },
      { from: "arcmin", to: "deg", values: [1, 5, 10, 15, 30, 45] },
      { from: "deg", to: "arcmin", values: [0.1, 0.25, 0.5, 1, 2, 5] },
    ],
    formulas: [
      { from: "deg", to: "rad", example: 90 },
      { from: "rad", to: "deg", example: 1 },
      { from: "grad", to: "deg", example: 50 },
      { from: "arcmin", to: "deg", example: 30 },
    ],
    useCases: [
      "Switching between calculator modes or programming languages, whose trigonometric functions mostly expect radians: 30° is {{30 deg rad}} rad.",
      "Converting coordinates between degrees-minutes-seconds and decimal degrees: 30′ is {{30 arcmin deg}}°, and 45″ is {{45 arcsec arcmin}}′.",
      "Reading surveying instruments and maps graduated in gon: 50 gon is {{50 grad deg}}°.",
      "Describing apparent sizes in astronomy: the full Moon spans about 31 arcminutes, {{31 arcmin deg}}°.",
      "Specifying rotations in mechanics and animation: 2.5 turns are {{2.5 turn deg}}° or {{2.5 turn rad}} rad.",
    ],
    guides: [
      {
        title: "Converting angles by hand",
        content: [
          "Degrees to radians: multiply by π/180, about {{1 deg rad}}. Radians to degrees: multiply by 180/π, about {{1 rad deg}}. Keep π in the result when you can: 90° is π/2 rad, {{90 deg rad}} to six decimals.",
          "Gradians to degrees: multiply by {{1 grad deg}}; degrees to gradians: multiply by {{1 deg grad}}. Turns to degrees: multiply by {{1 turn deg}}.",
        ],
      },
      {
        title: "Degrees, minutes and seconds",
        content: [
          "A position such as 40° 26′ 46″ is read as 40 degrees plus 26 minutes plus 46 seconds of arc. To write it in decimal degrees, convert the minutes and seconds to degrees and add: 26′ is {{26 arcmin deg}}° and 46″ is {{46 arcsec deg}}°.",
          "To go back, take the whole degrees, multiply the decimal remainder by {{1 deg arcmin}} to get minutes, and multiply the remainder of that by {{1 arcmin arcsec}} to get seconds. One second of arc is small: a radian holds {{1 rad arcsec}} of them.",
        ],
      },
    ],
    tips: [
      {
        title: "Check the calculator mode",
        content: [
          "sin(30) is 0.5 only in degree mode. In radian mode the calculator takes 30 as 30 rad, about {{30 rad deg}}°, and gives a different answer.",
        ],
      },
      {
        title: "A slope percentage is not an angle",
        content: [
          "A 100 % grade rises 1 m per 1 m of run, which is 45°, not 90°. Use the arctangent of the grade to get the angle.",
        ],
      },
      {
        title: "Gradians are not 'grades'",
        content: [
          "The 'grad' on a calculator is the gradian ({{1 grad deg}}°), unrelated to a road's percentage grade.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many degrees are in a radian?",
        answer:
          "One radian is 180/π degrees, {{1 rad deg}}°. Conversely, one degree is π/180 rad, {{1 deg rad}} rad.",
      },
      {
        question: "How do I convert degrees to radians?",
        answer:
          "Multiply by π and divide by 180. For example, 45° is π/4 rad, which is {{45 deg rad}} rad, and 180° is π rad, {{180 deg rad}} rad.",
      },
      {
        question: "What is a gradian?",
        answer:
          "A gradian (gon, grad) is 1/400 of a full turn, {{1 grad deg}}°, so a right angle is {{90 deg grad}} gradians. It is used mainly in surveying.",
      },
      {
        question: "How many arcseconds are in a degree?",
        answer:
          "A degree has {{1 deg arcmin}} arcminutes and each arcminute {{1 arcmin arcsec}} arcseconds, so a degree has {{1 deg arcsec}} arcseconds.",
      },
      {
        question: "Why do scientists use radians?",
        answer:
          "Because in radians, arc length is simply radius × angle, and the derivatives of sine and cosine take their simple forms. Most programming languages and physics formulas therefore expect angles in radians; a full turn is 2π, that is {{1 turn rad}} rad.",
      },
    ],
  },
];
