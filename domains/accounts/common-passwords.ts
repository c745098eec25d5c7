// The most common passwords, refused for new passwords (sign-up and reset) so that the spec's
// 6-character minimum is not met by "123456" or "password". Source: the top 1,000 of SecLists'
// "10-million-password-list-top-1000" (Daniel Miessler et al., MIT licence), lower-cased, without
// the entries under 6 characters (refused anyway) and duplicates. Client-safe: the forms use it.
const LIST = `
123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer
zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme charlie
robert thomas hockey ranger daniel starwars klaster 112233 george asshole computer michelle
jessica pepper zxcvbn 555555 11111111 131313 freedom 777777 maggie 159753 aaaaaa ginger princess
joshua cheese amanda summer ashley nicole chelsea biteme matthew access yankees 987654321 dallas
austin thunder taylor matrix william corvette martin heather secret fucker merlin diamond
1234qwer gfhjkm hammer silver 222222 88888888 anthony justin bailey q1w2e3r4t5 patrick internet
scooter orange golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken
sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea
smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar
monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple
hardcore banana junior hannah 123654 porsche lakers iceman cowboys 987654 london tennis 999999
ncc1701 coffee scooby miller boston q1w2e3r4 fuckoff brandon yamaha chester mother forever
johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy
chicago badboy iwantu slayer rangers charles flower bigdaddy rabbit wizard bigdick jasper rachel
steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn
fishing cocacola casper 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321
12344321 sexsex golden blowme bigtits 8675309 panther lauren angela spanky thx1138 angels
madison winston shannon toyota blowjob jordan23 canada sophie apples 123abc pokemon qazxsw
qwaszx muffin johnson murphy cooper jonathan liverpoo danielle 159357 jackie 123456a 789456
turtle abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123
booger startrek 12341234 cameron newyork rainbow nathan rocket viking redskins butthead
asdfghjkl sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin
pookie captain tucker liverpool theman bandit dolphins maddog packers jaguar lovers nicholas
united tiffany maxwell zzzzzz nirvana jeremy suckit stupid monica elephant giants jackass
secret123 hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3
123456q albert metallic azerty shithead bond007 alexis 1111111 samson willie scorpio bonnie
gators benjamin voodoo driver dexter calvin freddy 212121 creative 12345a sydney rush2112
asdfghjk red123 4815162342 passw0rd trouble gunner fucking gordon legend jessie stella eminem
arthur nissan bullshit america 1qazxsw2 nothing parker rebecca qweqwe garfield 01012011 beavis
69696969 asdasd december 102030 252525 11223344 apollo skippy 315475 kitten copper braves shelby
godzilla beaver tomcat august airborne lifehack qqqqqq brooklyn animal platinum phantom online
xavier darkness blink182 789456123 voyager police travis 12qwaszx heaven snowball abcdef
pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn therock
redwings bigboy pumpkin trinity williams nintendo digital destiny topgun runner marvin guinness
chance bubbles testing november minecraft asdf1234 lasvegas sergey broncos cartman private
celtic birdie little cassie babygirl donald beatles dickhead family 12121212 school louise
gabriel eclipse fluffy 147258369 lol123 explorer nelson flyers spencer lovely gibson doggie
cherry andrey snickers buffalo pantera metallica member carter qwertyu alexande bronco paradise
goober samuel montana mexico dreams michigan carolina yankee friends magnum surfer poopoo
maximus genius vampire lacrosse asd123 christin kimberly speedy sharon carmen 111222 kristina
racing sabrina horses 0987654321 qwerty1 pimpin stalker enigma 147147 poohbear boobies 147258
simple bollocks 12345q marcus qweasdzxc drowssap hahaha caroline barbara drummer action einstein
bitches genesis hello1 scotty friend forest 010203 hotrod google vanessa spitfire badger
maryjane friday alaska 1232323q tester jester champion 147852 hawaii badass 420420 walker
stephen eagle1 october gregory svetlana pamela shorty westside stanley diesel courtney 242424
hitman 12345qwert reddog qwe123 popcorn patricia aaaaaaaa teresa mozart buddha anderson melanie
abcdefg security lucky1 lizard denise a12345 123789 ruslan stargate simpsons scarface 123456789a
thumper olivia naruto 1234554321 general cherokee a123456 vincent usuckballz1 spooky qweasd
cumshot frankie douglas loveyou veronica suzuki semperfi penguin mercury liberty spirit scotland
natalie marley vikings system sucker allison marshall 098765 qwerty12 hummer adrian vfhbyf
sandman leslie antonio 98765432 softball passion mnbvcxz bastard passport horney rascal howard
franklin bigred assman alexander redrum jupiter claudia 55555555 141414 zaq12wsx patches raider
infinity galore college russia kawasaki bishop 77777777 vladimir money1 freeuser wildcats
francis disney budlight brittany 00000000 oksana domino bulldogs brutus swordfis norman monday
ironman fantasy 7654321 hentai duncan cougar jeffrey dancer brooke timothy marines justice
digger connor patriots karina 202020 everton tinker alicia rasdzv3 pearljam stinky naughty
colorado 123123a test123 ncc1701d motorola ireland houston boogie zombie accord vision bradley
reggie kermit froggy ducati avalon 9379992 saints logitech chopper 852456 simpson madonna
juventus claire 159951 zachary yfnfif wolverin warcraft hello123 extreme peekaboo fireman eugene
brenda 123654789 russell panthers georgia skyline elizabet spiderma smooth pirate empire bullet
virginia valentin psycho predator arizona 134679 mitchell alyssa vegeta titanic christ goblue
fylhtq mmmmmm kirill indian hiphop baxter awesome people danger roland mookie 741852963
1111111111 dreamer bambam arnold skipper serega rolltide changeme 1q2w3e lovelove fktrcfylh
denver loverboy hobbes happy1 alison nemesis chevelle cardinal burton wanker picard 151515
tweety michael1 147852369 windows turkey 456789 vfrcbv sublime galina newport manutd american
alexandr victory rooster qqq111 madmax electric bigcock a1b2c3 wolfpack spring lalala suckme
spiderman darkside classic raptor 123456789q hendrix wombat avatar zxc123 england brazil
01011980 wildcat polina freepass
`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones. Choose one that is harder to guess.";

/** Whether this password is on the list, whatever its letter case. */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
