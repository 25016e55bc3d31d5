/**
 * Passwords people choose first, as attackers try them first: the classic top
 * entries of leaked-password lists, keyboard walks, digit runs, and the words
 * players in Cameroon reach for (French and English words, names, towns, clubs,
 * footballers, faith, brands). Written lower-case and without accents or
 * separators, as password-policy compares them. Short words are here on
 * purpose: a password is also compared without the digits and signs around it,
 * so 'Soleil2024!' counts as 'soleil'.
 */
const LIST = `
123456 1234567 12345678 123456789 1234567890 0123456789 01234567 012345678 1234512345
12341234 123123 123123123 12121212 1212121212 11223344 112233 111222 11112222 121212
123321 1234321 12344321 123454321 1234554321 123654 123654789 123789 147258 147258369
147852 147852369 159357 159753 159753456 258456 369258147 456123 456789 654321 741852
741852963 753951 789456 789456123 852456 963852741 987654 9876543 98765432 987654321
9876543210 0987654321 87654321 7654321 102030 10203040 1020304050 101010 10101010
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444
55555555 66666666 77777777 88888888 99999999 12345678910 69696969 696969 13131313
20202020 20102010 11001100 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e 1qazxsw2
q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 q1w2e3 zaq12wsx zaq1xsw2 zaq1zaq1 xsw2zaq1 2wsx3edc
1qaz2wsx3edc qazwsxedc qazwsx qwerty qwertz qwertyu qwertyui qwertyuiop qwertyuiopas
qwerty12 qwerty123 qwerty1234 qwerty12345 qwert qwer1234 qweasd qweasdzxc qweqwe qwe123
qweasdzxc123 asdfgh asdfghj asdfghjk asdfghjkl asdf1234 asdfasdf asdasd asd123 asdqwe
zxcvbn zxcvbnm zxcvbnm123 zxc123 zxcasdqwe mnbvcxz poiuytrewq poiuyt lkjhgfdsa azerty
azertyu azertyui azertyuiop azerty12 azerty123 azerty1234 azerty12345 azertyuiop123
azer1234 azeqsd azeqsdwxc aqwzsx aqwzsxedc wxcvbn wxcvbnm qsdfgh qsdfghjklm qsdfghjkl
poiuytreza mlkjhgfdsq nbvcxw ytreza aqwxsz wxcvbn123 azertyqwerty qwertyazerty abcdef
abcdefg abcdefgh abcdefghi abcdefghij abc123 abc1234 abc12345 abcd1234 abcd123 a1b2c3
a1b2c3d4 a12345 a123456 a1234567 a12345678 aa123456 aaa123 aaaa1111 azerty1 123abc
123qwe 123asd 123azerty 1234qwer 12345qwert 12qwaszx 1234abcd 123456a 123456q password
password1 password12 password123 password1234 passw0rd passwd passpass pass1234 pass123
pass12345 passe passepartout motdepasse motdepass mdp123 monmotdepasse motdepasse123
secret secret123 secrets topsecret confidentiel privee prive private admin administrator
administrateur admin123 admin1234 root toor superuser sysadmin welcome welcome1
welcome123 bienvenue bienvenu letmein letmein1 login logmein access changeme default
guest invite test test123 testtest tester testing demo demo123 user utilisateur
password2 motdepasse1 nopassword pasword passwort parola contrasena senha iloveyou
iloveu iloveyou1 iloveyou2 loveyou loveme lovely lover lovers love123 love1234 mylove
myloveyou jetaime jetaimes jetaimetoujours jetadore monamour monamour123 mamour moncoeur
moncheri macherie cheri cherie cherie123 bebe bebe123 monbebe bebou doudou doudou123
loulou chouchou coeur amour amoureux amoureuse passion tendresse toujours forever
foreveryoung forevermine sweetheart honey honeybee baby babygirl babyboy princess
princesse princesa prince angel angela angele angelique mignon mignonne bonjour bonjour1
bonsoir salut salut123 coucou hello hello123 hellokitty hi123 hey123 merci mercijesus
mercidieu mercimaman mercipapa soleil soleil123 soleil2000 lumiere etoile etoiles stella
star stars superstar sunshine sunny summer winter autumn spring printemps hiver automne
liberte freedom victoire victory success succes reussite bonheur happiness happy
happy123 joie sourire smile espoir hope chance lucky lucky7 lucky123 destiny destin
avenir futur paradis paradise heaven ciel nuage arcenciel rainbow dragon dragons
dragonfly phoenix tiger tigre tigger lion lionne lions lionking roilion panthere panther
leopard aigle eagle eagles faucon falcon wolf loup shark requin cobra python scorpion
scorpio spider papillon butterfly dolphin dauphin elephant gorille gorilla chat chaton
kitty kitten chien chiot doggy puppy monkey singe singe123 cheval horse horses mouton
cochon poule poulet chicken canard lapin rabbit tortue turtle serpent fourmi abeille
jesus jesus1 jesus123 jesuschrist jesusmyl jesussauveur jesusestroi jesuslove
jesusmonsauveur jesusestvivant jesuschristestseigneur christ christian chretien dieu
dieu123 dieuestbon dieuestgrand dieuestamour dieuestfidele dieuavecnous dieumerci
dieuvivant mondieu bondieu seigneur monseigneur emmanuel emmanuelle immanuel eternel
leternel eternelle yahweh jehovah jehova elohim alleluia alleluya hallelujah amen
amen123 gloire gloireadieu glory gloria grace grace123 gracedieu benediction blessed
blessing bible evangile eglise church priere prayer faith salvation saintesprit
holyspirit holy sainte saint marie mariam maryam mary madonna ange anges archange
gabriel michael michel raphael israel jerusalem sion zion moise moses abraham isaac
jacob joseph daniel david salomon samuel elie elijah paul pierre peter jean john
matthieu mathieu marc allah allahakbar inchallah bismillah mashallah alhamdulillah
mohamed mohammed muhammad mouhamed ahmed ahmadou amadou abdoulaye ibrahim ibrahima
moussa oumarou issa hamadou aboubakar aboubakary alhadji hadja fatima fatimatou aissatou
aminatou mariama hawa zainab ramadan cameroun cameroon kamerun cameroun237 cameroon237
camer mboa lemboa237 237cameroun cameroun2010 africa afrique afrika mamaafrica
afriquedusud lionsindomptables indomptables lionindomptable lesindomptables
lionsdafrique yaounde yaounde237 douala douala237 bafoussam bamenda garoua maroua
ngaoundere bertoua ebolowa buea limbe kribi kumba edea dschang nkongsamba foumban
mbalmayo sangmelima kousseri guider meiganga bafang mbouda bangangte tiko mutengene
kumbo nkambe yokadouma batouri abongmbang akonolinga obala mfou bonaberi bonamoussadi
akwa bonanjo deido bepanda makepe logbaba ndokotti bassa biyemassi mvog mvogmbi essos
emana nkolbisson etoudi melen bastos omnisport ongola sanaga wouri nyong mungo adamaoua
littoral centre extremenord nordouest sudouest mvolye mimboman kondengui anguissa
ndogbong bonapriso sawa beti bamileke duala ewondo bulu fulbe peul bamoun bakweri
haoussa ndole koki achu okok mintoumba mbongo poisson plantain miondo bobolo kwem sanga
taro folere bitacola kola safou mangue ananas papaye banane manioc arachide beignet
beignets haricot soya puff puffpuff suya pouletdg poissonbraise mbolo massa ashia mola
ndolo mbom mbok wanda tara ngah mami papa maman papa123 maman123 mamanjetaime
papajetaime mamancherie mamadou famille family family123 mafamille mesenfants enfants
children football football1 soccer footballeur ballon ballondor goal goals buteur
champion champions championsleague ligue1 premierleague laliga seriea bundesliga coupe
worldcup coupedumonde can2019 can2021 can2022 can2024 afcon mondial fifa uefa fecafoot
barcelona barcelone barca fcbarcelona visca viscabarca realmadrid real madrid halamadrid
madridista merengue atletico chelsea chelseafc arsenal gunners liverpool liverpoolfc
ynwa manchester manutd manunited manchesterunited mancity manchestercity tottenham spurs
everton newcastle westham aston astonvilla leicester juventus juve acmilan milan
intermilan inter internazionale napoli roma lazio bayern bayernmunich bayernmunchen
dortmund borussia parissaintgermain paris parisienne marseille olympique droitaubut lyon
monaco asmonaco lille losc lens rclens nice ogcnice rennes nantes bordeaux girondins
saintetienne asse ajax porto benfica sporting galatasaray fenerbahce besiktas celtic
rangers boca river coton cotonsport canon canonyaounde tonnerre tonnerreyaounde
uniondouala union dynamo dynamodouala leopards aigles aiglesdunkam racing
racingbafoussam astres fovu feutcheu bamboutos pwdbamenda apejes colombe yongsports
unisport etoo samueletoo etoofils vincentaboubakar choupo choupomoting mbeumo onana
andreonana njie toko ekambi frankanguissa zambo song alexsong rigobertsong mbia mboma
patrickmboma milla rogermilla rogermila nkono thomasnkono bell josephantoinebell webo
idrissou geremi kameni carlos nkoulou matip joelmatip assouekotto bassogog ngadeu mbappe
kylianmbappe messi lionelmessi leomessi ronaldo cristiano cristianoronaldo ronaldinho
neymar neymarjr zidane zizou benzema griezmann pogba kante giroud henry thierryhenry
drogba didierdrogba yaya yayatoure salah mohamedsalah mane sadiomane osimhen hakimi
ziyech haaland lewandowski modric kaka rivaldo romario pele maradona beckham rooney
gerrard lampard terry torres fabregas xavi iniesta puyol pique ramos casillas buffon
pirlo totti maldini ibrahimovic zlatan suarez cavani aguero dybala higuain bale hazard
debruyne kane sterling rashford vinicius rodrygo bellingham pedri gavi yamal lamineyamal
basketball basket lebron lebronjames jordan michaeljordan kobe kobebryant embiid
joelembiid siakam pascalsiakam ngannou francisngannou boxing boxe tennis tyson miketyson
mayweather orange orangemoney mtnmomo momo camtel nexttel yoomee blue express
expressunion afriland afrilandfirstbank ecobank bicec samsung samsung1 galaxy iphone
iphone11 iphone12 iphone13 iphone14 iphone15 apple nokia tecno tecnospark infinix itel
huawei xiaomi redmi oppo vivo motorola sony google facebook whatsapp instagram tiktok
youtube twitter snapchat telegram gmail yahoo hotmail outlook microsoft windows linux
android internet computer ordinateur laptop portable telephone mobile cellulaire wifi
connexion network reseau mercedes mercedesbenz toyota corolla yaris camry prado
landcruiser hilux peugeot renault citroen nissan honda hyundai ford ferrari lamborghini
porsche bugatti audi volkswagen golf jeep suzuki yamaha kawasaki moto motorbike nike
adidas puma jordan23 airmax gucci versace louisvuitton chanel dior rolex cocacola pepsi
fanta guinness castel beaufort 33export mutzig booster kadji heineken bavaria tangui
supermont michelle jennifer jessica ashley amanda sarah stephanie nicole elizabeth
melissa heather samantha rachel lauren victoria natasha kimberly rebecca vanessa
christine christina caroline patricia barbara sandra nathalie natalie sophie charlotte
camille emma manon chloe ines julie laura marine pauline lucie clara anais oceane jade
lina louise alice juliette claire celine sylvie isabelle valerie veronique nadine
catherine francoise brigitte martine monique christiane josiane jacqueline danielle
helene annie anne annette odette yvette yvonne sandrine carine karine laetitia audrey
aurelie estelle christelle murielle gisele ginette josephine berthe bernadette
clementine pelagie perpetue felicite beatrice florence prudence patience providence
esperance charite vivianne viviane rosine rose rosalie rosette marthe madeleine therese
germaine albertine henriette jeannette pierrette paulette colette nicolette arlette
mireille raissa raisa larissa clarisse linda brenda glenda tatiana diane diana daniella
gabrielle kevin thomas nicolas julien alexandre antoine maxime romain lucas hugo louis
arthur jules adam nathan enzo mathis theo noah ethan mathias alexis quentin florian
clement guillaume benjamin vincent sebastien christophe olivier frederic philippe
francois laurent stephane patrick pascal didier eric thierry bruno serge alain bernard
gerard rene roger robert jacques andre henri georges marcel maurice charles etienne
franck fabrice herve yves yannick cedric arnaud ludovic jerome gregory xavier hermann
herman landry brice boris junior martial aristide blaise ghislain rodrigue armand arsene
achille apollinaire bertrand cyrille dieudonne desire donatien edouard ernest eugene
fabien firmin gaston gustave hilaire honore ignace justin leon leonard lucien marius
narcisse norbert octave parfait pacome prosper remy rostand sylvain theodore timothee
valentin victor william wilfried willy yvan zacharie fils papaetienne james richard
christopher matthew anthony mark donald steven andrew kenneth joshua george edward brian
ronald timothy jason jeffrey ryan gary stephen jonathan larry scott frank brandon
raymond jack dennis jerry alexander tyler douglas zachary walter kyle harold carl jeremy
keith gerald sean lawrence austin jesse albert bryan billy bruce willie dylan alan ralph
juan wayne logan randy russell philip bobby johnny bradley master master123 shadow
superman batman spiderman ironman hulk thor avengers marvel starwars jedi yoda vader
darthvader pokemon pikachu naruto sasuke goku dragonball dragonballz onepiece luffy
minecraft fortnite roblox freefire pubg callofduty gtav fifa23 fifa24 efootball mario
zelda sonic nintendo playstation xbox gamer gaming player player1 killer killer123
hunter hunter2 sniper warrior soldier ninja samurai legend legende king king123 kingkong
queen queen123 boss boss123 leboss bigboss chef patron president presida presi mister
monsieur madame mademoiselle docteur doctor teacher professeur prof etudiant student
ecole school college lycee universite university campus money money123 moneymoney cash
dollar dollars euro euros franc francs fcfa riche richesse rich millionaire milliardaire
billion million business businessman success123 hustle bitcoin crypto music musique
musik rapper hiphop reggae bikutsi makossa afrobeat zouk coupedecale ndombolo rumba
salsa dance danse danseur chanteur chanteuse guitar guitare piano drummer batterie micro
studio charlie buster ginger pepper maggie molly bailey daisy rocky buddy bella coco
sammy sparky snoopy scooby oreo cookie cookies muffin cupcake candy chocolate chocolat
vanille vanilla caramel sucre sugar miel banana cherry strawberry fraise peach peche
lemon citron orange123 pineapple mango coconut coco123 pizza burger hamburger spaghetti
sandwich fromage cheese computer1 internet1 monkey123 dragon123 master1 shadow1
sunshine1 princess1 baseball hockey golfer soccer1 football123 basketball1 tennis123
cricket rugby trustno1 whatever nothing something anything everything someone nobody
freedom1 blink182 metallica nirvana slipknot eminem rihanna beyonce drake justinbieber
bieber taylorswift shakira adele ladygaga madonna1 michaeljackson jackson bobmarley
marley tupac 2pac biggie fallyipupa fally koffi koffiolomide petitpays magicsystem
charlottedipanda dipanda locko tenor stanleyenow mrleo salatiel daphne blanchebailly
mimimefo asdfghjkl123 mbarga ngono atangana fouda essomba nkodo owona abena ekane
etoundi manga ndongo mballa tchoumi kamga tchinda fotso kamdem talla nana ngassa
djoumessi tchatchoua wamba simo kengne tagne fokou tsafack ngando ebogo bidjocka ekotto
eboue ndjock mbida biya paulbiya ahidjo ahmadouahidjo umnyobe rubenumnyobe moumie
ouandie mangabell mbassi nguema mvondo amougou ondoua onguene essama eyenga zang meka
oyono tchakounte noubissi tchuente nkeng fomba ndifor ngwa tabi tanyi atem agbor ayuk
ashu tambe enow ebai nkwenti achidi nfor foncha muna ewane mukete elad maison maisons
voiture bateau avion train velo moto123 jardin fleur fleurs rose123 arbre foret montagne
riviere fleuve plage ocean village ville campagne cuisine chambre salon bureau travail
boulot argent richesse123 cadeau fete anniversaire noel joyeuxnoel nouvelan bonneannee
paques vacances voyage voyager aventure liberte123 musique123 chanson danse123 film
cinema livre lecture ecrire dessin peinture photo couleur rouge bleu vert jaune noir
blanc violet marron gris dore argente lundi mardi mercredi jeudi vendredi samedi
dimanche janvier fevrier mars avril juin juillet aout septembre octobre novembre
decembre january february march april june july august september october november
december monday tuesday wednesday thursday friday saturday sunday weekend garcon fille
homme femme enfant bebechou frere soeur cousin cousine oncle tante grandmere grandpere
tonton tata tantine mamie papi papy mamy parrain marraine amie amis copain copine
meilleurami bestfriend friends friend buddy123 pote mari epouse fiance fiancee mariage
wedding husband wife girlfriend boyfriend bisous bisou calin kiss kisses hugs xoxo
fromage123 gateau tarte crepe croissant baguette chocolat123 cafe coffee lait milk water
fire terre earth vent wind glace neige snow pluie rain orage storm tonnerre123 eclair
lightning nuit night jour matin midi soir soleilcouchant lune moon planete planet
univers universe galaxie cosmos espace space amitie fraternite egalite justice
justice123 paix peace peace123 harmonie unite travailpatrie paixtravailpatrie patrie
nation republique democratie computer123 samsung123 iphone123 google123 facebook123
whatsapp123 orange237 mtn237 internet123 wifi123 reseau123 connect connected online
offline abcdef123 abcde12345 aaaaaa1 aaaaaa123 azerty00 qwerty00 password00 1password
1q2w3e4r5 1qa2ws3ed 1z2x3c4v 4r3e2w1q zxcvbnm1 qazxswedc qscwdv zsxdcf 1234rewq rewq4321
poiu0987 mnbv1234 asdzxc asdzxcqwe 7894561230 4561237890 123456789a 123456789q 12345678a
1234567a 123456aa 123456789z 1a2b3c4d 1a2b3c a1a1a1a1 q1q1q1q1 z1z1z1z1 aa11bb22
abc123abc abcabc abcabc123 xyz123 xyz12345 master1234 shadow123 sunshine123 princess123
football12 letmein123 starwars1 superman1 batman123 iloveyou123 jordan123 hunter123
thomas123 charlie123 michael123 jennifer1 jessica1 ashley123 daniel123 andrew123
joshua123 freedom123 whatever1 qwerty1 qwertyui1 passw0rd1 p4ssw0rd p455w0rd pa55word
pa55w0rd dragon1 monkey1 shadow12 master12 baseball1 football2 soccer12 hockey1 killer1
michelle1 charlie1 jordan1 summer123 summer2020 winter123 spring123 autumn123 mustang
corvette camaro harley ferrari1 porsche911 mercedes1 chevrolet chevy dodge viper
cadillac lexus infiniti jaguar maserati bentley rollsroyce tesla silver golden gold
diamond diamonds platinum crystal ruby emerald sapphire pearl purple yellow green black
white blue123 red123 pink123 orange12 brown matrix morpheus trinity zion123 gandalf
frodo hobbit sauron harrypotter hermione dumbledore voldemort hogwarts potter simpsons
homer bart southpark cartman spongebob patrick123 scoobydoo tweety bugsbunny mickeymouse
mickey minnie goofy pluto disney cinderella ariel barbie london paris123 newyork chicago
boston dallas houston miami california texas florida canada america england france
germany italia italy spain espana brazil brasil portugal russia china japan india
nigeria ghana senegal gabon congo tchad nigeria123 abidjan dakar lagos kinshasa
brazzaville libreville ndjamena bangui malabo lome cotonou bamako ouagadougou niamey
accra jesuisla jesuismoi cestmoi moimeme moi123 toietmoi nousdeux pourtoujours
jetaimemonamour jetaimebebe jetaimemaman jetaimepapa jetaimechou bonnenuit
bonjourbonjour salutsalut cava cavabien tranquille dieuestlumiere dieutoutpuissant
toutpuissant grandieu mondieuetmontout christroi christestroi jesusmarie viergemarie
saintemarie notredame
`;

/** The list as a set, for lookups in constant time. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
